import { t } from '@lingui/core/macro';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MessageBox } from '@/components/message-box';
import { QueryView } from '@/components/query-view';
import { useQuery } from '@/lib/use-query';
import { CATALOG_KEYS, fetchHomeProducts } from '@/features/catalog/catalog-queries';
import { ProductGrid } from '@/features/catalog/components/product-grid';

/** 1, 2, 3 and 4 columns from phones to large screens (spec: Home). */
const HOME_COLUMNS = { xs: 12, sm: 6, md: 4, lg: 3 };

export default function HomePage() {
  const products = useQuery(CATALOG_KEYS.home, fetchHomeProducts);
  return (
    <>
      {/* Box, not Stack: Stack is not in the entry chunk, and the home route's budget is tight. */}
      <Box sx={{ display: 'flex', mb: 3, alignItems: 'baseline', justifyContent: 'space-between', gap: 2 }}>
        <Typography component="h1" variant="h4">
          {t`Featured Products`}
        </Typography>
        <Link component={RouterLink} to={paths.search()}>
          {t`See all products`}
        </Link>
      </Box>
      <QueryView query={products}>
        {(found) =>
          found.length === 0 ? (
            <MessageBox>{t`No Product Found`}</MessageBox>
          ) : (
            <ProductGrid products={found} size={HOME_COLUMNS} eagerCount={4} />
          )
        }
      </QueryView>
    </>
  );
}
