/**
 * The shop settings as the read cache holds them, never read from the API: server-rendered pages
 * embed them (entry-server.tsx) and client-rendered ones read them before the first render
 * (app/page-settings.ts). For what the home route draws (the cards' installment label), where
 * useShopSettings would bring the API client and the contract's table along.
 */
import { useSyncExternalStore } from 'react';
import type { PublicShopSettings } from '@shared/shop-settings';
import { apiQueryKey, readSnapshot, subscribe } from './query-store';

const KEY = apiQueryKey('shopSettings', {});
const cached = () => readSnapshot<PublicShopSettings>(KEY).data;
const watch = (listener: () => void) => subscribe(KEY, listener);

export const useCachedShopSettings = (): PublicShopSettings | undefined => useSyncExternalStore(watch, cached, cached);
