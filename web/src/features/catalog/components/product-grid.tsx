import { styled } from '@mui/material/styles';
import type { Product } from '@shared/entities/catalogue';
import { ProductCard, type CardLayout } from './product-card';
import type { ImageLoading } from './product-image';

/** How many of 12 columns a card spans from each breakpoint up, as MUI's Grid `size`. */
type Columns = { xs: number; sm?: number; md?: number; lg?: number };

/**
 * Cards in a responsive grid. The first `eagerCount` images load at once (above the fold on some
 * screen), the first of them with priority: on a phone's single column it is the page's largest image.
 */
export function ProductGrid({
  products,
  size,
  eagerCount,
  layout,
}: {
  products: Product[];
  size: Columns;
  eagerCount: number;
  layout?: CardLayout;
}) {
  return (
    <GridRoot columns={size}>
      {products.map((product, index) => (
        <ProductCard
          key={product._id}
          product={product}
          imageLoading={imageLoading(index, eagerCount)}
          layout={layout}
        />
      ))}
    </GridRoot>
  );
}

/** eagerCount 0: the page has a larger first image of its own (a banner), so every card waits its turn. */
const imageLoading = (index: number, eagerCount: number): ImageLoading =>
  index >= eagerCount ? 'lazy' : index === 0 ? 'priority' : 'eager';

const BREAKPOINTS = ['xs', 'sm', 'md', 'lg'] as const;

/**
 * One CSS grid rather than MUI's Grid: a Grid item per card was one more styled component per card
 * to render and hydrate (Total Blocking Time, ADR 0018). Same columns and spacing.
 */
const GridRoot = styled('div', { shouldForwardProp: (prop) => prop !== 'columns' })<{ columns: Columns }>(({
  theme,
  columns,
}) => {
  const styles: Record<string, unknown> = { display: 'grid', gap: theme.spacing(3) };
  for (const breakpoint of BREAKPOINTS) {
    const span = columns[breakpoint];
    if (span === undefined) continue;
    styles[theme.breakpoints.up(breakpoint)] = { gridTemplateColumns: `repeat(${12 / span}, minmax(0, 1fr))` };
  }
  return styles;
});
