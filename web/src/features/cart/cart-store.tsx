/**
 * The cart (spec sections 3-5): items matched by _id and variantId (cart-lines.ts), replaced when present, appended otherwise,
 * saved to local storage on every change.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { CartItem } from '@shared/entities/order';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { hasFields, isRecord, readStored, removeStored, writeStored } from '@/lib/local-store';
import { useHydrated } from '@/lib/use-hydrated';
import { isSameLine } from './cart-lines';

const isCount = (value: unknown, min: number) => Number.isInteger(value) && (value as number) >= min;
const isCartItem = (value: unknown): value is CartItem =>
  isRecord(value) &&
  hasFields(value, { _id: 'string', slug: 'string', name: 'string', image: 'string', price: 'number' }) &&
  value._id !== '' &&
  (value.price as number) >= 0 &&
  isCount(value.quantity, 1) &&
  isCount(value.countInStock, 0) &&
  ['variantId', 'sku', 'variantTitle'].every((key) => value[key] === undefined || typeof value[key] === 'string');
const isCartItems = (value: unknown): value is CartItem[] => Array.isArray(value) && value.every(isCartItem);

interface CartValue {
  items: CartItem[];
  /** Replaces the line with the same _id and variantId or appends it. */
  saveItem: (item: CartItem) => void;
  removeItem: (line: Pick<CartItem, '_id' | 'variantId'>) => void;
  /** Replaces every item (the cart brought up to date with the products as stored now). */
  replaceItems: (items: CartItem[]) => void;
  clear: () => void;
  /** Re-reads storage, e.g. after sign-out cleared it. */
  reload: () => void;
}

const CartContext = createContext<CartValue | null>(null);

const NO_ITEMS: CartItem[] = [];

const loadItems = () => readStored(STORAGE_KEYS.cartItems, isCartItems) ?? [];

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
        current.some((i) => isSameLine(i, item))
          ? current.map((i) => (isSameLine(i, item) ? item : i))
          : [...current, item],
      ),
    [update],
  );
  const removeItem = useCallback(
    (line: Pick<CartItem, '_id' | 'variantId'>) => update((current) => current.filter((i) => !isSameLine(i, line))),
    [update],
  );
  const replaceItems = useCallback((next: CartItem[]) => update(() => next), [update]);
  const clear = useCallback(() => {
    removeStored(STORAGE_KEYS.cartItems);
    setItems([]);
  }, []);
  const reload = useCallback(() => setItems(loadItems()), []);

  // Hydrating server HTML: the cart appears just after, as the server rendered none (use-hydrated.tsx).
  const hydrated = useHydrated();
  const shown = hydrated ? items : NO_ITEMS;
  const value = useMemo(
    () => ({ items: shown, saveItem, removeItem, replaceItems, clear, reload }),
    [shown, saveItem, removeItem, replaceItems, clear, reload],
  );
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
