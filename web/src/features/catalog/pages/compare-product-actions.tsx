/** A compared laptop's own buttons: add it to the cart (then on to the cart), or take it out of the comparison. */
import { t } from '@lingui/core/macro';
import { Box, Button } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import type { Product } from '@shared/entities/catalogue';
import { paths } from '@/config/paths';
import { useAddToCart } from '@/features/cart';

export function CompareProductActions({ product, onRemove }: { product: Product; onRemove: () => void }) {
  const { addToCart, pendingId, ready } = useAddToCart();
  const navigate = useNavigate();
  const { name } = product;
  const onAdd = async () => {
    if (await addToCart(product._id)) void navigate(paths.cart());
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {product.countInStock > 0 && (
        <Button
          size="small"
          variant="contained"
          // The name starts with the visible text, as screen-reader users hear it (WCAG 2.5.3).
          aria-label={t`Add to cart: ${name}`}
          onClick={() => void onAdd()}
          disabled={!ready || pendingId === product._id}
        >
          {t`Add to cart`}
        </Button>
      )}
      <Button size="small" variant="outlined" aria-label={t`Remove ${name} from compare`} onClick={onRemove}>
        {t`Remove`}
      </Button>
    </Box>
  );
}
