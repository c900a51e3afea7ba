/**
 * The cart (spec sections 3-5): items matched by _id, replaced when present, appended otherwise,
 * saved to local storage on every change.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { z } from 'zod';
import type { CartItem } from '@shared/entities';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { readStored, removeStored, writeStored } from '../../lib/local-store';

const cartItemsSchema = z.array(
  z.object({
    _id: z.string().min(1),
    slug: z.string(),
    name: z.string(),
    image: z.string(),
    price: z.number().nonnegative(),
    quantity: z.number().int().min(1),
    countInStock: z.number().int().nonnegative(),
  }),
);

interface CartValue {
  items: CartItem[];
  /** Replaces the item with the same _id or appends it. */
  saveItem: (item: CartItem) => void;
  removeItem: (id: string) => void;
  clear: () => void;
  /** Re-reads storage, e.g. after sign-out cleared it. */
  reload: () => void;
}

const CartContext = createContext<CartValue | null>(null);

const loadItems = () => readStored(STORAGE_KEYS.cartItems, cartItemsSchema) ?? [];

export function CartProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<CartItem[]>(loadItems);

  const update = useCallback((next: (current: CartItem[]) => CartItem[]) => {
    setItems((current) => {
      const result = next(current);
      writeStored(STORAGE_KEYS.cartItems, result);
      return result;
    });
  }, []);

  const saveItem = useCallback(
    (item: CartItem) =>
      update((current) =>
        current.some((i) => i._id === item._id) ? current.map((i) => (i._id === item._id ? item : i)) : [...current, item],
      ),
    [update],
  );
  const removeItem = useCallback((id: string) => update((current) => current.filter((i) => i._id !== id)), [update]);
  const clear = useCallback(() => {
    removeStored(STORAGE_KEYS.cartItems);
    setItems([]);
  }, []);
  const reload = useCallback(() => setItems(loadItems()), []);

  const value = useMemo(() => ({ items, saveItem, removeItem, clear, reload }), [items, saveItem, removeItem, clear, reload]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside CartProvider');
  return value;
}

export function cartQuantity(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
