/**
 * The phone's buy bar (docs/decisions/0094-one-price-and-phone-buy-bar.md): below 600 px, where the
 * buy box sits far down the page, a bar fixed to the bottom of the screen holds "Thêm vào giỏ hàng"
 * (the box's own 'Add to cart', which the box then hides) and "Mua ngay". Plain CSS decides where it shows, so the server-rendered page already has it in
 * place (no layout shift, no width read in script), and the page's body is padded by its height so
 * it never covers the last lines (the footer's included). Sold out, it shows `soldOutAction` instead (nothing when none).
 */
import { t } from '@lingui/core/macro';
import { Button } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Product } from '@shared/entities/catalogue';
import { paths } from '@/config/paths';
import { useAddToCart } from '@/features/cart';
import { useSession } from '@/features/auth';

/** The bar's height above the safe area; the body ends with as much padding. */
const BAR_HEIGHT = '64px';
const BAR_SPACE = `calc(${BAR_HEIGHT} + env(safe-area-inset-bottom, 0px))`;
const PHONE = '@media (max-width: 599.95px)';

export function ProductBuyBar({ product, soldOutAction }: { product: Product; soldOutAction?: ReactNode }) {
  const { addToCart, pendingId, ready } = useAddToCart();
  const { userInfo } = useSession();
  const navigate = useNavigate();
  const inStock = product.countInStock > 0;
  if (!inStock && !soldOutAction) return null;
  const busy = !ready || pendingId === product._id;

  const add = async () => {
    if (await addToCart(product._id, product.variantId)) void navigate(paths.cart());
  };
  // Checkout as the cart's 'Proceed to Checkout' starts it: a signed-out shopper signs in first.
  const buyNow = async () => {
    if (await addToCart(product._id, product.variantId))
      void navigate(userInfo ? paths.shipping() : paths.signin(paths.shipping()));
  };

  return (
    <>
      {/* Room after the footer for the bar, and the compare tray (also fixed to the bottom) lifted above it. */}
      <style>{`${PHONE}{:root{--buy-bar-space:${BAR_SPACE}}body{padding-bottom:var(--buy-bar-space)}}`}</style>
      <Bar aria-label={t`Mua hàng`}>
        {inStock ? (
          <>
            <Button variant="outlined" disabled={busy} onClick={() => void add()}>
              {/* The box's words: 'Thêm vào giỏ hàng' in Vietnamese, the spec's 'Add to cart' in the mixed text. */}
              {t`Add to cart`}
            </Button>
            <Button variant="contained" disabled={busy} onClick={() => void buyNow()}>
              {/* The owner's 'Vietnamese / English' text, as "So sánh / Compare": "Mua ngay" in Vietnamese. */}
              {t`Mua ngay / Buy now`}
            </Button>
          </>
        ) : (
          soldOutAction
        )}
      </Bar>
    </>
  );
}

const Bar = styled('section')(({ theme }) => ({
  display: 'none',
  [PHONE]: {
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: theme.zIndex.appBar,
    boxSizing: 'border-box',
    height: BAR_SPACE,
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: '1fr',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(0, 1.5),
    paddingBottom: 'env(safe-area-inset-bottom, 0px)',
    paddingLeft: `max(${theme.spacing(1.5)}, env(safe-area-inset-left, 0px))`,
    paddingRight: `max(${theme.spacing(1.5)}, env(safe-area-inset-right, 0px))`,
    backgroundColor: theme.palette.background.paper,
    borderTop: `1px solid ${theme.palette.divider}`,
    boxShadow: theme.shadows[8],
    '& .MuiButton-root': { minHeight: 44 },
  },
}));
