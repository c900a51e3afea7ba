/**
 * Folds text for search: lower case, Vietnamese diacritics removed (including đ/Đ, which Unicode
 * does not decompose), anything but letters and digits treated as a separator.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}

export function searchWords(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** URL-safe slug from a product name, diacritics folded. */
export function slugify(text: string): string {
  return searchWords(text).join('-');
}

/** The words a product is found by: its name, brand and category, folded, each once. */
export function productSearchWords(product: { name: string; brand: string; category: string }): string[] {
  return [...new Set(searchWords(`${product.name} ${product.brand} ${product.category}`))];
}
