/**
 * The configuration the product page shows (docs/decisions/0101-product-variants.md, "Web"): the
 * one `?variant=` names, else the default. The URL is the only state, so the server renders
 * `/product/{slug}?variant=…` as the browser then hydrates it, and a choice replaces the URL's
 * `variant` (no history entry, the page's scroll kept).
 */
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Product } from '@shared/entities/catalogue';
import type { ProductVariant } from '@shared/entities/variants';
import { productInConfiguration } from '@shared/product-variants';
import { startingVariant } from './variant-choice';

export function useChosenVariant<P extends Product>(product: P) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const variant = startingVariant(product, params.get('variant'));
  // That configuration's price, compare-at price, stock, specifications and photos (first), and its id.
  const shown = (variant && productInConfiguration(product, variant._id)) || product;
  const choose = (next: ProductVariant) => {
    const search = new URLSearchParams(params);
    search.set('variant', next._id);
    void navigate({ search: `?${search.toString()}` }, { replace: true, preventScrollReset: true });
  };
  return { variant, shown, choose };
}
