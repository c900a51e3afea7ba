/** The header's cart link: the icon with the item count, its name said in words for screen readers. */
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Box, Button } from '@mui/material';
import { t } from '@lingui/core/macro';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cartQuantity, useCart } from '@/features/cart/cart-store';
import { VisuallyHidden } from '@/components/visually-hidden';

export function HeaderCartLink() {
  const { items } = useCart();
  const quantity = cartQuantity(items);
  return (
    <Button
      component={RouterLink}
      to={paths.cart()}
      color="inherit"
      sx={{
        minWidth: 0,
        px: { xs: 0.5, sm: 1 },
        '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0 } },
      }}
      startIcon={
        // The count is said in words (below); the badge only shows it. Drawn here rather than with
        // MUI's Badge, which the home route would download for one bubble (about 1 KB gzip).
        <Box
          component="span"
          data-testid="cart-badge"
          aria-hidden
          sx={{ position: 'relative', display: 'inline-flex' }}
        >
          <ShoppingCartIcon />
          {quantity > 0 && (
            <Box
              component="span"
              sx={{
                position: 'absolute',
                top: -6,
                right: -8,
                minWidth: 20,
                height: 20,
                px: 0.75,
                borderRadius: 10,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
                fontSize: '0.75rem',
                fontWeight: 500,
                lineHeight: 1,
              }}
            >
              {quantity > 99 ? '99+' : quantity}
            </Box>
          )}
        </Box>
      }
    >
      {/* One text node for the name ('Cart, 3 items'): a hidden fragment after the visible word
          would be read with a space before its comma. */}
      {/* On phones the icon alone, so the header fits beside the account, admin and language menus. */}
      <Box component="span" aria-hidden="true" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {t`Cart`}
      </Box>
      <VisuallyHidden>{t`Cart, ${quantity} items`}</VisuallyHidden>
    </Button>
  );
}
