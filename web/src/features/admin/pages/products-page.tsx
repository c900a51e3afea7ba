/** /admin/products: the product table with paging and create (spec section 2 "Admin products"). */
import { Alert, Button, Link, Pagination, PaginationItem, Stack, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { STALE_DRAFT_HOURS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { formatPrice } from '@shared/money';
import { LoadingBox } from '../../../components/loading-box';
import { paths } from '../../../config/paths';
import { ResponsiveTable, WRAP_CELL } from '../../../components/responsive-table';
import { useApiQuery } from '../../../lib/use-api-query';
import { notify } from '../../../lib/notify';
import { adminApi } from '../admin-api';
import { AdminPageTitle } from '../components/admin-page-title';
import { RowActions } from '../components/row-actions';
import { useConfirmedDelete } from '../hooks/use-confirmed-delete';

const HEADINGS = ['ID', 'NAME', 'PRICE', 'CATEGORY', 'BRAND', 'STATUS', 'ACTIONS'] as const;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export default function ProductsPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  // Spec section 8: list fetch errors are ignored; the table just stays empty.
  const { data, loading, reload } = useApiQuery('adminProducts', { query: { page } });
  const { deletingId, confirmAndDelete } = useConfirmedDelete(adminApi.deleteProduct, MSG.productDeleted, reload);
  const [creating, setCreating] = useState(false);

  const create = async () => {
    if (!window.confirm(MSG.confirmCreate)) return;
    setCreating(true);
    try {
      const product = await adminApi.createProduct();
      notify.success(MSG.productCreated);
      void navigate(paths.adminProduct(product._id));
    } catch (error) {
      notify.error(error);
      setCreating(false);
    }
  };

  const products = data?.products ?? [];
  const pages = data?.pages ?? 0;
  const staleDrafts = data?.staleDrafts ?? [];

  return (
    <Stack spacing={2}>
      <AdminPageTitle
        title="Products"
        action={
          <Button variant="contained" disabled={creating} onClick={() => void create()}>
            Create Product
          </Button>
        }
      />
      {staleDrafts.length > 0 && (
        <Alert severity="warning">
          Drafts untouched for more than {STALE_DRAFT_HOURS} hours, probably abandoned:{' '}
          {staleDrafts.map((draft, i) => (
            <span key={draft._id}>
              {i > 0 && ', '}
              <Link component={RouterLink} to={paths.adminProduct(draft._id)}>
                {draft.name}
              </Link>
            </span>
          ))}
          . Finish and publish them, or delete them.
        </Alert>
      )}
      {loading && !data ? (
        <LoadingBox />
      ) : (
        <ResponsiveTable label="Products" headings={HEADINGS}>
          {products.map((product) => (
            <TableRow key={product._id}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{product._id}</TableCell>
              <TableCell sx={WRAP_CELL}>{product.name}</TableCell>
              <TableCell>{formatPrice(product.price)}</TableCell>
              <TableCell>{product.category}</TableCell>
              <TableCell>{product.brand}</TableCell>
              <TableCell>{product.status === 'draft' ? 'Draft' : 'Published'}</TableCell>
              <TableCell>
                <RowActions
                  openLabel="Edit"
                  openTo={paths.adminProduct(product._id)}
                  deleting={deletingId === product._id}
                  onDelete={() => confirmAndDelete(product._id)}
                />
              </TableCell>
            </TableRow>
          ))}
        </ResponsiveTable>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          hidePrevButton
          hideNextButton
          aria-label="Product pages"
          renderItem={(item) => (
            <PaginationItem component={RouterLink} to={paths.adminProducts(item.page ?? 1)} {...item} />
          )}
        />
      )}
    </Stack>
  );
}
