/** /admin/products: the product table paged by `?page=`, with create, and the CSV export and import (spec section 2 "Admin products"). */
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Stack, TableCell, TableRow, Typography } from '@mui/material';
import { MSG } from '@shared/messages';
import { formatPrice } from '@shared/money';
import { LoadingBox } from '@/components/loading-box';
import { paths } from '@/config/paths';
import { ResponsiveTable, WRAP_CELL } from '@/components/responsive-table';
import { useApiQuery } from '@/lib/use-api-query';
import { adminApi } from '@/features/admin/shared/admin-api';
import { AdminPageTitle } from '@/features/admin/shared/admin-page-title';
import { filteredListUrl, useUrlFilters } from '@/features/admin/shared/list-filter';
import { NoMatchRow } from '@/features/admin/shared/list-search-box';
import type { QueryInput } from '@shared/api-contract';
import { PageNumberPager, usePageParam } from '@/features/admin/shared/page-number-pager';
import { RowActions } from '@/features/admin/shared/row-actions';
import { useConfirmedDelete } from '@/features/admin/shared/use-confirmed-delete';
import { ProductListActions } from '@/features/admin/products/product-list-actions';
import { ProductListFilters } from '@/features/admin/products/product-list-filters';
import { StaleDraftsAlert } from '@/features/admin/products/stale-drafts-alert';

const HEADINGS = [msg`ID`, msg`NAME`, msg`PRICE`, msg`STOCK`, msg`CATEGORY`, msg`BRAND`, msg`STATUS`, msg`ACTIONS`];

/** "3 phiên bản" (3 variants) under a product sold in configurations. */
const variantCount = (count: number) => (count === 1 ? t`1 variant` : t`${count} variants`);

export default function ProductsPage() {
  const page = usePageParam();
  // Spec section 8: list fetch errors are ignored; the table just stays empty.
  const filters = useUrlFilters(['q', 'status', 'category'] as const);
  const { data, loading, reload } = useApiQuery('adminProducts', {
    query: { ...filters, page } as QueryInput<'adminProducts'>,
  });
  const categories = useApiQuery('listCategories', {});
  const { deletingId, confirmAndDelete } = useConfirmedDelete(adminApi.deleteProduct, MSG.productDeleted, reload);

  const products = data?.products ?? [];

  return (
    <Stack spacing={2}>
      <AdminPageTitle title={t`Products`} action={<ProductListActions onImported={reload} />} />
      <ProductListFilters categories={categories.data ?? []} />
      <StaleDraftsAlert drafts={data?.staleDrafts ?? []} />
      {loading && !data ? (
        <LoadingBox />
      ) : (
        <ResponsiveTable label={t`Products`} headings={HEADINGS.map((heading) => i18n._(heading))}>
          {products.map((product) => (
            <TableRow key={product._id}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{product._id}</TableCell>
              <TableCell sx={WRAP_CELL}>
                {product.name}
                {product.variants?.length ? (
                  <Typography component="div" variant="caption" color="text.secondary">
                    {variantCount(product.variants.length)}
                  </Typography>
                ) : null}
              </TableCell>
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
