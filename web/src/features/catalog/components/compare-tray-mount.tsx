import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { routes } from '@/config/paths';
import { useCompareItems } from '@/features/catalog/compare-store';

/** The tray's code loads with its first laptop, so a shopper who never compares downloads none of it. */
const CompareTray = lazy(() =>
  import('@/features/catalog/components/compare-tray').then(({ CompareTray }) => ({ default: CompareTray })),
);

/** In the layout: the tray on every page while it holds laptops, except the compare page, which shows them. */
export function CompareTrayMount() {
  const items = useCompareItems();
  const { pathname } = useLocation();
  if (items.length === 0 || pathname === routes.compare) return null;
  return (
    <Suspense fallback={null}>
      {/* Room at the end of the page, so the fixed tray never hides the footer's last line. */}
      <div style={{ height: 72 }} aria-hidden />
      <CompareTray items={items} />
    </Suspense>
  );
}
