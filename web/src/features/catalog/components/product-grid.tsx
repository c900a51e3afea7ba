import { Grid } from '@mui/material';
import type { Product } from '@shared/entities';
import { ProductCard } from './product-card';

type Columns = { xs: number; sm?: number; md?: number; lg?: number };

/** Cards in a responsive grid; the first `eagerCount` images load at once (they are above the fold). */
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
          <ProductCard product={product} eager={index < eagerCount} />
        </Grid>
      ))}
    </Grid>
  );
}
