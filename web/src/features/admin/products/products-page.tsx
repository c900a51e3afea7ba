/** /admin/products: the product table paged by `?page=`, with create, and the CSV export and import (spec section 2 "Admin products"). */
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Alert, Button, Link, Stack, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { STALE_DRAFT_HOURS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { formatPrice } from '@shared/money';
import { LoadingBox } from '@/components/loading-box';
import { translateMessage } from '@/i18n/translate-message';
import { paths } from '@/config/paths';
import { ResponsiveTable, WRAP_CELL } from '@/components/responsive-table';
import { useApiQuery } from '@/lib/use-api-query';
import { notify } from '@/lib/notify';
import { adminApi } from '@/features/admin/shared/admin-api';
import { AdminPageTitle } from '@/features/admin/shared/admin-page-title';
import { filteredListUrl, ListFilter, useUrlFilters } from '@/features/admin/shared/list-filter';
import { ListSearchBox, NoMatchRow } from '@/features/admin/shared/list-search-box';
import type { QueryInput } from '@shared/api-contract';
import { ProductCsvImport } from '@/features/admin/products/product-csv-import';
import { saveCsvFile } from '@/features/admin/shared/save-csv-file';
import { PageNumberPager, usePageParam } from '@/features/admin/shared/page-number-pager';
import { RowActions } from '@/features/admin/shared/row-actions';
import { useConfirmedDelete } from '@/features/admin/shared/use-confirmed-delete';

const HEADINGS = [msg`ID`, msg`NAME`, msg`PRICE`, msg`STOCK`, msg`CATEGORY`, msg`BRAND`, msg`STATUS`, msg`ACTIONS`];

export default function ProductsPage() {
  const navigate = useNavigate();
  const page = usePageParam();
  // Spec section 8: list fetch errors are ignored; the table just stays empty.
  const filters = useUrlFilters(['q', 'status', 'category'] as const);
  const { data, loading, reload } = useApiQuery('adminProducts', {
    query: { ...filters, page } as QueryInput<'adminProducts'>,
  });
  const categories = useApiQuery('listCategories', {});
  const { deletingId, confirmAndDelete } = useConfirmedDelete(adminApi.deleteProduct, MSG.productDeleted, reload);
  const [creating, setCreating] = useState(false);

  const create = async () => {
    if (!window.confirm(translateMessage(MSG.confirmCreate))) return;
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

  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveCsvFile(await adminApi.exportProducts());
    } catch (error) {
      notify.error(error);
    } finally {
      setExporting(false);
    }
  };

  const products = data?.products ?? [];
  const staleDrafts = data?.staleDrafts ?? [];
  const hours = STALE_DRAFT_HOURS;

  return (
    <Stack spacing={2}>
      <AdminPageTitle
        title={t`Products`}
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" disabled={exporting} onClick={() => void exportCsv()}>
              {t`Export CSV`}
            </Button>
            <ProductCsvImport onImported={reload} />
            <Button variant="contained" disabled={creating} onClick={() => void create()}>
              {t`Create Product`}
            </Button>
          </Stack>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} role="search" aria-label={t`Products filters`}>
        <ListSearchBox label={t`Search name or slug`} />
        <ListFilter
          name="status"
          label={t`Status`}
          options={[
            { value: 'draft', label: t`Draft` },
            { value: 'published', label: t`Published` },
          ]}
        />
        <ListFilter
          name="category"
          label={t`Category`}
          options={(categories.data ?? []).map((category) => ({ value: category, label: category }))}
        />
      </Stack>
      {staleDrafts.length > 0 && (
        <Alert severity="warning">
          {t`Drafts untouched for more than ${hours} hours, probably abandoned:`}{' '}
          {staleDrafts.map((draft, i) => (
            <span key={draft._id}>
              {i > 0 && ', '}
              <Link component={RouterLink} to={paths.adminProduct(draft._id)}>
                {draft.name}
              </Link>
            </span>
          ))}
          {t`. Finish and publish them, or delete them.`}
        </Alert>
      )}
      {loading && !data ? (
        <LoadingBox />
      ) : (
        <ResponsiveTable label={t`Products`} headings={HEADINGS.map((heading) => i18n._(heading))}>
          {products.map((product) => (
            <TableRow key={product._id}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{product._id}</TableCell>
              <TableCell sx={WRAP_CELL}>{product.name}</TableCell>
              <TableCell>{formatPrice(product.price)}</TableCell>
              <TableCell>{product.countInStock}</TableCell>
              <TableCell>{product.category}</TableCell>
              <TableCell>{product.brand}</TableCell>
              <TableCell>{product.status === 'draft' ? t`Draft` : t`Published`}</TableCell>
              <TableCell>
                <RowActions
                  openLabel={t`Edit`}
                  openTo={paths.adminProduct(product._id)}
                  deleting={deletingId === product._id}
                  onDelete={() => confirmAndDelete(product._id)}
                />
              </TableCell>
            </TableRow>
          ))}
          {products.length === 0 && Object.keys(filters).length > 0 && (
            <NoMatchRow columns={HEADINGS.length} text={t`No products match the search and filters.`} />
          )}
        </ResponsiveTable>
      )}
      {data && (
        <PageNumberPager
          label={t`Product pages`}
          page={data.page}
          pages={data.pages}
          pathFor={(number) =>
            filteredListUrl(paths.adminProducts(), { ...filters, page: number > 1 ? String(number) : undefined })
          }
        />
      )}
    </Stack>
  );
}
