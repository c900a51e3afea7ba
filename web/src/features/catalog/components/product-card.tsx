import { t } from '@lingui/core/macro';
import { Button, Card, CardActions, CardContent, Link, Typography } from '@mui/material';
import { notify } from '../../../lib/notify';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '@shared/entities';
import { MSG } from '@shared/messages';
import { formatPrice } from '@shared/money';
import { paths } from '../../../config/paths';
import { translateMessage } from '../../../i18n/translate-message';
import { useAddToCart } from '../../cart';
import { ProductImage, type ImageLoading } from './product-image';
import { Rating } from '../../../components/rating';

/** A product in a grid: image and body link to its page; the button adds one unit to the cart. */
export function ProductCard({ product, imageLoading }: { product: Product; imageLoading: ImageLoading }) {
  const href = paths.product(product.slug);
  const { numReviews } = product;

  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <RouterLink to={href} tabIndex={-1} aria-hidden>
        <ProductImage src={product.image} alt={product.name} loading={imageLoading} />
      </RouterLink>
      <CardContent sx={{ flex: 1 }}>
        <Link component={RouterLink} to={href} underline="hover" color="inherit">
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {product.name}
          </Typography>
        </Link>
        <Rating rating={product.rating} caption={t`${numReviews} reviews`} />
        <Typography sx={{ mt: 1, fontWeight: 600 }}>{formatPrice(product.price)}</Typography>
      </CardContent>
      <CardActions>
        {product.countInStock > 0 ? (
          <AddToCartButton product={product} />
        ) : (
          <Button variant="outlined" disabled>
            {translateMessage(MSG.outOfStockBadge)}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/**
 * The card's own button, apart from the card: it follows the cart and hydration (enabled once the
 * app runs), so when those change only the buttons re-render, not every card around them (issue 12).
 */
function AddToCartButton({ product }: { product: Product }) {
  const { addToCart, pendingId, ready } = useAddToCart();
  const { name } = product;
  const onAdd = async () => {
    if (await addToCart(product._id)) notify.success(t`${name} added to cart`);
  };
  return (
    <Button variant="contained" onClick={() => void onAdd()} disabled={!ready || pendingId === product._id}>
      {t`Add to cart`}
    </Button>
  );
}
