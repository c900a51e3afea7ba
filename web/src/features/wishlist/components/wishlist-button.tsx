import { t } from '@lingui/core/macro';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import { loadWishlistSync, savedStore, useSaved } from '@/features/wishlist/saved-ids';

/**
 * The heart "Yêu thích": saves the laptop to the customer's wishlist or takes it out (aria-pressed
 * says which). A plain button styled by its container, like "So sánh" (compare-button.tsx), whose
 * calls load on the first tap; signed out, a tap goes to sign-in and back (docs/decisions/0099-wishlist.md).
 * `withText`: the word beside the heart (the buy box); cards show the heart alone.
 */
export function WishlistButton({
  product,
  className,
  withText,
}: {
  product: { _id: string; name: string };
  className?: string;
  withText?: boolean;
}) {
  const uid = useSession().userInfo?._id;
  const saved = useSaved(uid, product._id);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const label = t`Yêu thích`;
  const onClick = () => {
    if (uid) void loadWishlistSync().then((sync) => sync.toggleSaved(savedStore, uid, product._id, product.name));
    else void navigate(paths.signin(pathname + search));
  };
  return (
    <button type="button" className={className} aria-pressed={saved} aria-label={label} onClick={onClick}>
      {saved ? '♥' : '♡'}
      {withText && ` ${label}`}
    </button>
  );
}
