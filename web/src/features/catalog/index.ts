/** What other features may use of the catalogue (eslint.config.js fences the rest). */
export { useCategories } from './categories';
export { ProductGrid } from './components/product-grid';
export { CompareTrayMount } from './components/compare-tray-mount';
