/**
 * Re-reads the cart's products (ADR 0011, 'Cart') when the cart or the order preview is shown, and
 * on demand (after the server says prices changed): saves what changed and keeps it to be said.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { refreshCart, type CartChange } from './cart-changes';
import { useCart } from './cart-store';
import { fetchCartProducts } from './fetch-cart-products';

export function useCartRefresh() {
  const { items, replaceItems } = useCart();
  const [changes, setChanges] = useState<Map<string, CartChange[]>>(new Map());
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  /** Resolves with whether anything the shopper is told about changed. */
  const refresh = useCallback(async (): Promise<boolean> => {
    const ids = itemsRef.current.map((item) => item._id);
    if (ids.length === 0) return false;
    // A failed read is not shown: the server checks prices and stock again when the order is placed.
    const current = await fetchCartProducts(ids).catch(() => null);
    if (!current) return false;
    // Against the cart as it is now: the shopper may have changed it while the read was out.
    const result = refreshCart(itemsRef.current, current);
    // Saved even when nothing is said: a new stock or name still counts for the quantity control.
    replaceItems(result.items);
    setChanges(result.changes);
    return result.changes.size > 0;
  }, [replaceItems]);

  useEffect(() => {
    void refresh();
    // Once per visit of the page: the cart's own edits are not stale reads.
  }, [refresh]);

  return { changes, refresh };
}
