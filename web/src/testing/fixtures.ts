/**
 * Entity fixtures for component tests, from the one factories module every suite uses
 * (tests/support/factories.ts, imported as '@test-factories'): each test names what matters to it.
 */
import type { Product } from '@shared/entities/catalogue';
import { product } from '@test-factories';

/** A product as the API returns it: 'Laptop <_id>' at slug 'laptop-<_id>' unless named. */
export const aProduct: (overrides: Partial<Product> & Pick<Product, '_id'>) => Product = product;
