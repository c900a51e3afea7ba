/** Catalogue facts for the storefront journeys, read from the checked-in seed rather than hard-coded. */
import { HOME_PRODUCT_COUNT, SEARCH_PAGE_SIZE } from '@shared/constants';
import { readSeedFiles, type SeedProduct } from '../../seed/build-seed-docs';

export const seedProducts: SeedProduct[] = readSeedFiles().products;

/** The products the home page shows: newest first. */
export const homeProducts = [...seedProducts]
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  .slice(0, HOME_PRODUCT_COUNT);

export function mustFind<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seed has no ${what}`);
  return value;
}

export { SEARCH_PAGE_SIZE };
