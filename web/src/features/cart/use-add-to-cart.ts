/** Adds one unit of a product to the cart after re-reading its stock; used by cards, product page and cart. */
import { notify } from '@/lib/notify';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchProduct } from '@/lib/product-reads';
import { translateMessage } from '@/i18n/translate-message';
import { isSameLine } from './cart-lines';
import { useCart } from './cart-store';
import { useHydrated } from '@/lib/use-hydrated';
import { trackEvent } from '@/features/analytics';

export function useAddToCart() {
  const { items, saveItem } = useCart();
  const [pendingId, setPendingId] = useState<string | null>(null);
  // The decision needs the cart as it is when the stock answer arrives, not when the click happened.
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  /** Adds one unit of `variantId` (the default configuration when none); resolves true when the item was saved; rejections are shown as the spec's alert. */
  const addToCart = useCallback(
    async (productId: string, variantId?: string): Promise<boolean> => {
      setPendingId(productId);
      try {
        // The rule (and the variant rules it reads) is fetched with the product, off the home route's bundle.
        const [{ decideAddToCart }, product] = await Promise.all([
          import('./add-to-cart-rule'),
          fetchProduct(productId),
        ]);
        const decision = decideAddToCart(itemsRef.current, product, variantId);
        if (!decision.ok) {
          window.alert(translateMessage(decision.message));
          return false;
        }
        saveItem(decision.item);
        const { item } = decision;
        trackEvent({
          name: 'add_to_cart',
          items: [{ ...item, quantity: 1, brand: product?.brand, category: product?.category }],
        });
        itemsRef.current = itemsRef.current.some((i) => isSameLine(i, item))
          ? itemsRef.current.map((i) => (isSameLine(i, item) ? item : i))
          : [...itemsRef.current, item];
        return true;
      } catch (error) {
        notify.error(error);
        return false;
      } finally {
        setPendingId(null);
      }
    },
    [saveItem],
  );

  // A server-rendered page shows its buttons before the app runs; a click then would be lost, so
  // they stay disabled until hydration (use-hydrated.tsx).
  const ready = useHydrated();

  return { addToCart, pendingId, ready };
}
