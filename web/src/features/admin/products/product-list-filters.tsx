/** The product list's search box and its status and category filters, kept in the URL. */
import { t } from '@lingui/core/macro';
import { Stack } from '@mui/material';
import { ListFilter } from '@/features/admin/shared/list-filter';
import { ListSearchBox } from '@/features/admin/shared/list-search-box';

export function ProductListFilters({ categories }: { categories: readonly string[] }) {
  return (
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
        options={categories.map((category) => ({ value: category, label: category }))}
      />
    </Stack>
  );
}
