import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LoadingBox } from '../../../components/loading-box';
import { MessageBox } from '../../../components/message-box';
import { fetchHomeProducts } from '../catalog-queries';
import { ProductGrid } from '../components/product-grid';
import { useAsyncData } from '../../../lib/use-async-data';

/** 1, 2, 3 and 4 columns from phones to large screens (spec: Home). */
const HOME_COLUMNS = { xs: 12, sm: 6, md: 4, lg: 3 };

export default function HomePage() {
  const products = useAsyncData('home', fetchHomeProducts);
  return (
    <>
      {/* Box, not Stack: Stack is not in the entry chunk, and the home route's budget is tight. */}
      <Box sx={{ display: 'flex', mb: 3, alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
        <Typography component="h1" variant="h4">
          Featured Products
        </Typography>
        <Link component={RouterLink} to={paths.search()}>
          See all products
        </Link>
      </Box>
      {products.status === 'loading' ? (
        <LoadingBox />
      ) : products.status === 'error' ? (
        <MessageBox severity="error">{products.error}</MessageBox>
      ) : products.data.length === 0 ? (
        <MessageBox>No Product Found</MessageBox>
      ) : (
        <ProductGrid products={products.data} size={HOME_COLUMNS} eagerCount={4} />
      )}
    </>
  );
}
