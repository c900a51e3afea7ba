import { t } from '@lingui/core/macro';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import RemoveIcon from '@mui/icons-material/Remove';
import { Alert, Box, Button, Card, CardContent, Grid, IconButton, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { MAX_UNPAID_UNITS, MAX_UNPAID_UNITS_PER_PRODUCT } from '@shared/constants';
import type { CartItem } from '@shared/entities/order';
import { formatPrice } from '@shared/money';
import { priceOrder, roundMoney } from '@shared/pricing';
import { applyVoucher } from '@shared/vouchers';
import { MessageBox } from '@/components/message-box';
import { paths } from '@/config/paths';
import { lineLimit, type CartChange } from '@/features/cart/cart-changes';
import { cartLineKey } from '@/features/cart/cart-lines';
import { CART_MSG, cartChangeMessage } from '@/features/cart/cart-messages';
import { cartQuantity, useCart } from '@/features/cart/cart-store';
import { useAddToCart } from '@/features/cart/use-add-to-cart';
import { useCartRefresh } from '@/features/cart/use-cart-refresh';
import { isOverUnitTotal, UnitTotalNotice } from '@/features/cart/unit-total-notice';
import { useSession } from '@/features/auth';
import { useVoucher, VoucherField } from '@/features/checkout';
import { useShopSettings } from '@/lib/use-shop-settings';

export default function CartPage() {
  const { items, saveItem, removeItem } = useCart();
  const { addToCart, pendingId } = useAddToCart();
  const { changes } = useCartRefresh();
  const navigate = useNavigate();
  // Products that left the shop have no line any more: their notice stands above the list.
  const removed = [...changes.entries()].filter(([key]) => !items.some((item) => cartLineKey(item) === key));
  const count = cartQuantity(items);
  // The cart's units in all are capped like each line's (shared/unit-limits.ts): every plus stops.
  const atUnitTotal = count >= MAX_UNPAID_UNITS;
  const itemsPrice = roundMoney(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
  const subtotal = formatPrice(itemsPrice);
  // A voucher needs an account (its per-customer limit): signed-out shoppers enter it at the preview.
  const { userInfo } = useSession();
  const canUseVoucher = userInfo !== null && items.length > 0;
  const voucher = useVoucher(itemsPrice, canUseVoucher);
  const settings = useShopSettings();
  const withVoucher =
    voucher.terms && settings.data ? applyVoucher(priceOrder(items, settings.data), voucher.terms) : null;

  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        {t`Shopping Cart`}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          {removed.length > 0 && (
            <Stack spacing={1} sx={{ mb: 2 }}>
              {removed.flatMap(([id, lineChanges]) =>
                lineChanges.map((change) => (
                  <Alert key={`${id}-${change.kind}`} severity="warning">
                    {cartChangeMessage(change)}
                  </Alert>
                )),
              )}
            </Stack>
          )}
          {items.length === 0 ? (
            <MessageBox>
              {t`Cart is empty.`}{' '}
              <Link component={RouterLink} to={paths.home()}>
                {t`Go Shopping`}
              </Link>
            </MessageBox>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {items.map((item) => (
                <CartLine
                  key={cartLineKey(item)}
                  item={item}
                  changes={changes.get(cartLineKey(item)) ?? []}
                  busy={pendingId === item._id}
                  atUnitTotal={atUnitTotal}
                  onDecrease={() => saveItem({ ...item, quantity: item.quantity - 1 })}
                  onIncrease={() => void addToCart(item._id, item.variantId)}
                  onRemove={() => removeItem(item)}
                />
              ))}
            </Box>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined">
            <CardContent sx={{ display: 'grid', gap: 2 }}>
              <Typography component="h2" variant="h6">
                {t`Subtotal (${count} items) : ${subtotal}`}
              </Typography>
              {canUseVoucher && <VoucherField voucher={voucher} />}
              {withVoucher && <VoucherTotals discount={withVoucher.discount} total={withVoucher.totalPrice} />}
              <UnitTotalNotice items={items} />
              <Button
                variant="contained"
                disabled={items.length === 0 || isOverUnitTotal(items)}
                onClick={() => navigate(paths.signin(paths.shipping()))}
              >
                {t`Proceed to Checkout`}
              </Button>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}

/** The voucher's discount and the total it leaves, shipping included (as the preview will show). */
function VoucherTotals({ discount, total }: { discount: number; total: number }) {
  const off = formatPrice(discount);
  const pay = formatPrice(total);
  return (
    <Stack spacing={0.5}>
      <Typography data-testid="cart-discount">{t`Discount: -${off}`}</Typography>
      <Typography data-testid="cart-total" sx={{ fontWeight: 700 }}>
        {t`Total with shipping: ${pay}`}
      </Typography>
    </Stack>
  );
}

interface CartLineProps {
  item: CartItem;
  /** What changed since the item went into the cart, said under the line. */
  changes: CartChange[];
  busy: boolean;
  /** The cart holds the most units a customer may have unpaid: the summary says so once. */
  atUnitTotal: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  onRemove: () => void;
}

function CartLine({ item, changes, busy, atUnitTotal, onDecrease, onIncrease, onRemove }: CartLineProps) {
  // The stock allows more, the unit limit does not: say why plus stopped, unless a notice already does.
  const heldByUnitLimit =
    item.countInStock > MAX_UNPAID_UNITS_PER_PRODUCT &&
    item.quantity >= MAX_UNPAID_UNITS_PER_PRODUCT &&
    !changes.some((change) => change.kind === 'lowered');
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} aria-label={item.name}>
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 4, sm: 2 }}>
          <Box
            component="img"
            src={item.image}
            alt={item.name}
            width={120}
            height={90}
            loading="lazy"
            sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'contain' }}
          />
        </Grid>
        <Grid size={{ xs: 8, sm: 4 }}>
          <Link component={RouterLink} to={paths.product(item.slug)}>
            {item.name}
          </Link>
          {item.variantTitle && (
            // The configuration bought, "16 GB / 512 GB / Bạc", under the model's name.
            <Typography variant="body2" color="text.secondary">
              {item.variantTitle}
            </Typography>
          )}
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <IconButton aria-label={t`decrease quantity`} onClick={onDecrease} disabled={item.quantity <= 1}>
            <RemoveIcon />
          </IconButton>
          <Typography component="span" aria-label={t`quantity`} sx={{ minWidth: 24, textAlign: 'center' }}>
            {item.quantity}
          </Typography>
          <IconButton
            aria-label={t`increase quantity`}
            onClick={onIncrease}
            disabled={busy || atUnitTotal || item.quantity >= lineLimit(item)}
          >
            <AddIcon />
          </IconButton>
        </Grid>
        <Grid size={{ xs: 4, sm: 2 }}>
          <Typography>{formatPrice(item.price)}</Typography>
        </Grid>
        <Grid size={{ xs: 2, sm: 1 }}>
          <IconButton aria-label={t`remove`} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        </Grid>
      </Grid>
      {changes.map((change) => (
        <Alert key={change.kind} severity={change.kind === 'price' ? 'info' : 'warning'} sx={{ mt: 1 }}>
          {cartChangeMessage(change)}
        </Alert>
      ))}
      {heldByUnitLimit && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {CART_MSG.unitsPerProduct()}
        </Typography>
      )}
    </Paper>
  );
}
