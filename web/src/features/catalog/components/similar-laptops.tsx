import { t } from '@lingui/core/macro';
import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { formatPrice } from '@shared/money';
import { paths } from '@/config/paths';
import { useApiQuery } from '@/lib/use-api-query';
import { ProductImage } from './product-image';

/**
 * "Similar laptops" under a product: up to four, ranked on the server (shared/compare.ts) and embedded
 * in the server-rendered page, so hydration reads nothing. Plain links in one styled list (ADR 0018).
 * Nothing shows while loading or on an error: the list is an extra, not the page.
 */
export function SimilarLaptops({ productId }: { productId: string }) {
  const similar = useApiQuery('similarProducts', { params: { id: productId } });
  const products = similar.data ?? [];
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="similar-laptops">
      <SimilarRoot>
        <h2 id="similar-laptops">{t`Similar laptops`}</h2>
        <ul>
          {products.map((product) => (
            <li key={product._id}>
              <RouterLink to={paths.product(product.slug)}>
                <ProductImage src={product.image} alt="" loading="lazy" />
                <h3>{product.name}</h3>
              </RouterLink>
              <p>{formatPrice(product.price)}</p>
            </li>
          ))}
        </ul>
      </SimilarRoot>
    </section>
  );
}

const SimilarRoot = styled('div')(({ theme }) => ({
  marginTop: theme.spacing(5),
  '& h2': { ...theme.typography.h5, margin: theme.spacing(0, 0, 2) },
  '& ul': {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.spacing(2),
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  },
  '& li': {
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    overflow: 'hidden',
    backgroundColor: theme.palette.background.paper,
  },
  '& a': { color: 'inherit', textDecoration: 'none', '&:hover h3': { textDecoration: 'underline' } },
  '& h3': { ...theme.typography.subtitle2, margin: theme.spacing(1, 1.5, 0) },
  '& p': { ...theme.typography.body2, fontWeight: 600, margin: theme.spacing(0.5, 1.5, 1.5) },
}));
