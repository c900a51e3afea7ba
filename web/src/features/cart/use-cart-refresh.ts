/**
 * Re-reads the cart's products (issue 15, point 4) when the cart or the order preview is shown, and
 * on demand (after the server says prices changed): saves what changed and tells the shopper.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchProduct } from '../catalog/catalog-queries';
import { refreshCart, type CartChange } from './cart-changes';
import { useCart } from './cart-store';

export function useCartRefresh() {
  const { items, replaceItems } = useCart();
  const [changes, setChanges] = useState<Map<string, CartChange[]>>(new Map());
  const [refreshing, setRefreshing] = useState(false);
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  /** Resolves with whether anything changed. */
  const refresh = useCallback(async (): Promise<boolean> => {
    const ids = itemsRef.current.map((item) => item._id);
    if (ids.length === 0) return false;
    setRefreshing(true);
    try {
      const reads = await Promise.allSettled(ids.map((id) => fetchProduct(id)));
      const current = new Map(
        reads.flatMap((read, i) => (read.status === 'fulfilled' ? [[ids[i] as string, read.value] as const] : [])),
      );
      // Against the cart as it is now: the shopper may have changed it while the reads were out.
      const result = refreshCart(itemsRef.current, current);
      if (result.changes.size > 0) replaceItems(result.items);
      setChanges(result.changes);
      return result.changes.size > 0;
    } finally {
      setRefreshing(false);
    }
  }, [replaceItems]);

  useEffect(() => {
    void refresh();
    // Once per visit of the page: the cart's own edits are not stale reads.
  }, [refresh]);

  return { changes, refreshing, refresh };
}
