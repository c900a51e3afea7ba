/** The product page's buy box: price, stock, 'Add to cart' (then on to the cart) and the compare toggle. */
import { t } from '@lingui/core/macro';
import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import type { ProductWithReviews } from '@shared/entities/catalogue';
import { MSG } from '@shared/messages';
import { formatPrice } from '@shared/money';
import { percentOff } from '@shared/compare-at-price';
import { paths } from '@/config/paths';
import { translateMessage } from '@/i18n/translate-message';
import { useAddToCart } from '@/features/cart';
import { CompareButton } from '@/features/catalog/components/compare-button';
import { configurationCompareItem } from '@/features/catalog/configuration-compare';
import { RestockAlertButton } from '@/features/alerts';
import { WishlistButton } from '@/features/wishlist';

export function ProductBuyBox({ product }: { product: ProductWithReviews }) {
  const { addToCart, pendingId, ready } = useAddToCart();
  const navigate = useNavigate();
  const inStock = product.countInStock > 0;
  const price = formatPrice(product.price);
  const off = percentOff(product.price, product.compareAtPrice);

  const onAdd = async () => {
    if (await addToCart(product._id, product.variantId)) void navigate(paths.cart());
  };

  return (
    <Card variant="outlined">
      <CardContent
        sx={(theme) => ({
          display: 'grid',
          gap: 2,
          // The compare toggle is a plain button (compare-button.tsx), drawn like an outlined MUI button.
          '& .product-compare': {
            ...theme.typography.button,
            padding: theme.spacing(0.75, 2),
            borderRadius: `${theme.shape.borderRadius}px`,
            border: `1px solid ${theme.palette.primary.main}`,
            background: 'none',
            color: theme.palette.primary.main,
            cursor: 'pointer',
            '&:hover': { backgroundColor: theme.palette.action.hover },
            '&[aria-pressed="true"]': { backgroundColor: theme.palette.action.selected },
          },
        })}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Typography>{t`Price:`}</Typography>
          <Typography sx={{ fontWeight: 600 }}>{price}</Typography>
        </Box>
        {off !== null && product.compareAtPrice !== undefined && (
          // The price before the discount, struck through, and how much less it is now.
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right', mt: -1.5 }}>
            <s>{formatPrice(product.compareAtPrice)}</s>{' '}
            <Box component="span" sx={{ color: 'error.dark', fontWeight: 600 }}>
              {off}
            </Box>
          </Typography>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography>{t`Status:`}</Typography>
          <Chip
            label={translateMessage(inStock ? MSG.inStockBadge : MSG.outOfStockBadge)}
            color={inStock ? 'success' : 'error'}
            size="small"
          />
        </Box>
        {inStock && (
          // Below 600 px the buy bar holds it (product-buy-bar.tsx): one 'Add to cart' per screen.
          <Button
            variant="contained"
            onClick={() => void onAdd()}
            disabled={!ready || pendingId === product._id}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {t`Add to cart`}
          </Button>
        )}
        {!inStock && (
          // Below 600 px the buy bar holds it too (product-page.tsx): one 'Thông báo khi có hàng' per screen.
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <RestockAlertButton productId={product._id} variant="box" />
          </Box>
        )}
        <CompareButton product={product} item={configurationCompareItem(product)} className="product-compare" />
        <WishlistButton product={product} className="product-compare" withText />
      </CardContent>
    </Card>
  );
}
