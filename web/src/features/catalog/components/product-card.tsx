import { t } from '@lingui/core/macro';
import { Button } from '@mui/material';
import { styled } from '@mui/material/styles';
import { notify } from '@/lib/notify';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '@shared/entities/catalogue';
import { MSG } from '@shared/messages';
import { formatPrice } from '@shared/money';
import { percentOff } from '@shared/compare-at-price';
import { paths } from '@/config/paths';
import { translateMessage } from '@/i18n/translate-message';
import { useAddToCart } from '@/features/cart';
import { WishlistButton } from '@/features/wishlist';
import { CompareButton } from './compare-button';
import { ProductImage, type ImageLoading } from './product-image';
import { Rating } from '@/components/rating';
import { cardSpecChips } from './card-spec-chips';
import { InstallmentLabel } from './installment-label';

/**
 * How a card reads: 'spec' as the specification's grid draws it; 'shop' for a shop that set up its
 * home page (two cards per row on a phone, the key specifications as chips, names clamped to two lines).
 */
export type CardLayout = 'spec' | 'shop';

/** A product in a grid: image and body link to its page; the button adds one unit to the cart. */
export function ProductCard({
  product,
  imageLoading,
  layout = 'spec',
}: {
  product: Product;
  imageLoading: ImageLoading;
  layout?: CardLayout;
}) {
  const href = paths.product(product.slug);
  const { numReviews } = product;
  const price = formatPrice(product.price);
  const off = percentOff(product.price, product.compareAtPrice);
  const chips = layout === 'shop' ? cardSpecChips(product.specs) : [];

  return (
    <CardRoot className={layout === 'shop' ? 'card-shop' : undefined}>
      <RouterLink to={href} tabIndex={-1} aria-hidden>
        <ProductImage src={product.image} alt={product.name} loading={imageLoading} />
      </RouterLink>
      <div className="card-body">
        <RouterLink to={href} className="card-title">
          <h2>{product.name}</h2>
        </RouterLink>
        {chips.length > 0 && (
          <ul className="card-chips">
            {chips.map((chip) => (
              <li key={chip}>{chip}</li>
            ))}
          </ul>
        )}
        <Rating rating={product.rating} caption={t`${numReviews} reviews`} />
        <p className="card-price">
          {/* Configurations at different prices: the derived price is the lowest (docs/decisions/0101). */}
          {product.variants?.some((variant) => variant.price !== product.price) ? t`từ / from ${price}` : price}
        </p>
        {off !== null && product.compareAtPrice !== undefined && (
          <p className="card-promo">
            <s>{formatPrice(product.compareAtPrice)}</s> <span className="card-off">{off}</span>
          </p>
        )}
        <InstallmentLabel price={product.price} className="card-promo card-installment" />
      </div>
      <div className="card-actions">
        {product.countInStock > 0 ? (
          <AddToCartButton product={product} />
        ) : (
          <Button variant="outlined" disabled>
            {translateMessage(MSG.outOfStockBadge)}
          </Button>
        )}
        <CompareButton product={product} className="card-compare" />
        <WishlistButton product={product} className="card-compare card-heart" />
      </div>
    </CardRoot>
  );
}

/**
 * An outlined MUI card drawn as one styled element: a home page hydrates 24 cards, and as Card,
 * CardContent, CardActions, Link and three Typography each card was a dozen styled components whose
 * styles Emotion serialises again while hydrating (Total Blocking Time, ADR 0018). The look is MUI's.
 */
const CardRoot = styled('article')(({ theme }) => ({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '& .card-body': { flex: 1, padding: theme.spacing(2) },
  '& .card-title': {
    color: 'inherit',
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
  '& h2': { ...theme.typography.subtitle1, fontWeight: 600, margin: 0 },
  '& .card-price': { ...theme.typography.body1, fontWeight: 600, margin: theme.spacing(1, 0, 0) },
  '& .card-actions': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), padding: theme.spacing(1) },
  // A text button drawn like MUI's small text button, without its component (ADR 0018).
  '& .card-compare': {
    ...theme.typography.button,
    marginLeft: 'auto',
    padding: theme.spacing(0.75, 1),
    border: 0,
    borderRadius: theme.shape.borderRadius,
    background: 'none',
    color: theme.palette.primary.main,
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': { backgroundColor: theme.palette.action.selected },
  },
  // The heart beside "So sánh": the same text button, its glyph larger.
  '& .card-heart': { marginLeft: 0, fontSize: '1.25rem', lineHeight: 1 },
}));

/**
 * The card's own button, apart from the card: it follows the cart and hydration (enabled once the
 * app runs), so when those change only the buttons re-render, not every card around them (ADR 0018).
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
