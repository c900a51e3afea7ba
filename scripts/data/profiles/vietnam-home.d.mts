/** Types of vietnam-home.mjs, for the journeys that save its settings (e2e/home-phone.test.ts). */
import type { ProductDoc } from '../../../functions/src/shared/entities/catalogue.js';
import type { ShopSettings } from '../../../functions/src/shared/shop-settings.js';

export const settings: Pick<ShopSettings, 'banners' | 'homeSections'>;
export const productChanges: Record<string, Partial<ProductDoc>>;
