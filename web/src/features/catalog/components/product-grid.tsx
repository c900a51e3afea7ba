import { Grid } from '@mui/material';
import type { Product } from '@shared/entities';
import { ProductCard } from './product-card';
import type { ImageLoading } from './product-image';

type Columns = { xs: number; sm?: number; md?: number; lg?: number };

/**
 * Cards in a responsive grid. The first `eagerCount` images load at once (above the fold on some
 * screen), the first of them with priority: on a phone's single column it is the page's largest image.
 */
export function ProductGrid({
  products,
  size,
  eagerCount,
}: {
  products: Product[];
  size: Columns;
  eagerCount: number;
}) {
  return (
    <Grid container spacing={3}>
      {products.map((product, index) => (
        <Grid key={product._id} size={size}>
          <ProductCard product={product} imageLoading={imageLoading(index, eagerCount)} />
        </Grid>
      ))}
    </Grid>
  );
}

const imageLoading = (index: number, eagerCount: number): ImageLoading =>
  index === 0 ? 'priority' : index < eagerCount ? 'eager' : 'lazy';
