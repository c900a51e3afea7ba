/**
 * The compare tray (docs/decisions/0024-laptop-specifications-and-compare.md): at most MAX_COMPARE
 * laptops, remembered in local storage so the tray follows the shopper across pages and visits. It
 * keeps what the tray shows (name, image, slug), so showing it reads nothing; the compare page reads
 * the current products by id. Plain code on purpose: the cards of the home route use it.
 */
import { useSyncExternalStore } from 'react';
import { MAX_COMPARE } from '@shared/constants';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { hasFields, isRecord, readStored, writeStored } from '@/lib/local-store';

export interface CompareItem {
  _id: string;
  name: string;
  slug: string;
  image: string;
}

const STORAGE_KEY = STORAGE_KEYS.compare;
const EMPTY: CompareItem[] = [];

const isItem = (value: unknown): value is CompareItem =>
  isRecord(value) && hasFields(value, { _id: 'string', name: 'string', slug: 'string', image: 'string' });
const isItems = (value: unknown): value is CompareItem[] =>
  Array.isArray(value) && value.length <= MAX_COMPARE && value.every(isItem);

let items: CompareItem[] | null = null;
const listeners = new Set<() => void>();

function current(): CompareItem[] {
  items ??= readStored(STORAGE_KEY, isItems) ?? EMPTY;
  return items;
}

function save(next: CompareItem[]): void {
  items = next;
  writeStored(STORAGE_KEY, next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function compareItems(): CompareItem[] {
  return current();
}

/** Adds the laptop, or takes it out when it is already there; 'full' when the tray has MAX_COMPARE. */
export function toggleCompare(item: CompareItem): 'added' | 'removed' | 'full' {
  const now = current();
  if (now.some((entry) => entry._id === item._id)) {
    save(now.filter((entry) => entry._id !== item._id));
    return 'removed';
  }
  if (now.length >= MAX_COMPARE) return 'full';
  const { _id, name, slug, image } = item;
  save([...now, { _id, name, slug, image }]);
  return 'added';
}

export function removeFromCompare(id: string): void {
  const now = current();
  if (now.some((entry) => entry._id === id)) save(now.filter((entry) => entry._id !== id));
}

export function clearCompare(): void {
  save(EMPTY);
}

/** The tray's laptops; empty on the server and while hydrating, so the markup matches the server's. */
export function useCompareItems(): CompareItem[] {
  return useSyncExternalStore(subscribe, current, () => EMPTY);
}
