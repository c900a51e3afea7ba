/**
 * Paging of an admin table by page number, `?page=n` as the spec pages the products table
 * (docs/decisions/0029-admin-tables-pages-exports-and-limits.md): every page is a real link, so it
 * opens in a new tab, is shared by its address and comes back with the browser's Back button.
 */
import { t } from '@lingui/core/macro';
import { Pagination, PaginationItem } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

/** The `?page=` of the URL as it is written (the API refuses a bad one); undefined for page 1. */
export function usePageParam(): string | undefined {
  const [searchParams] = useSearchParams();
  return searchParams.get('page') || undefined;
}

interface PageNumberPagerProps {
  /** Names the navigation landmark, e.g. "Product pages". */
  label: string;
  page: number;
  pages: number;
  pathFor: (page: number) => string;
}

export function PageNumberPager({ label, page, pages, pathFor }: PageNumberPagerProps) {
  if (pages <= 1 && page <= 1) return null;
  return (
    <Pagination
      aria-label={label}
      count={pages}
      page={page}
      getItemAriaLabel={(type, shown, selected) => {
        const number = shown ?? page;
        if (type === 'previous') return t`Go to the previous page`;
        if (type === 'next') return t`Go to the next page`;
        if (type === 'first') return t`Go to the first page`;
        if (type === 'last') return t`Go to the last page`;
        return selected ? t`Page ${number}, shown` : t`Go to page ${number}`;
      }}
      renderItem={(item) => <PaginationItem component={RouterLink} to={pathFor(item.page ?? 1)} {...item} />}
    />
  );
}
