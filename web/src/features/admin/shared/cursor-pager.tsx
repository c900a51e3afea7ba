/**
 * Paging of a newest-first admin table by cursor (functions/src/shared/page-cursor.ts): "Next page"
 * opens the page after the last row shown, "First page" goes back to the newest rows. The browser's
 * Back button returns to the previous page, as each page is its own URL.
 */
import { t } from '@lingui/core/macro';
import { Button, Stack } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

/** The `?after=` cursor of the page shown; undefined on the first page. */
export function useAfterCursor(): string | undefined {
  const [searchParams] = useSearchParams();
  return searchParams.get('after') || undefined;
}

interface CursorPagerProps {
  /** Names the navigation landmark, e.g. "Product pages". */
  label: string;
  after: string | undefined;
  nextCursor: string | null | undefined;
  pathFor: (after?: string) => string;
}

export function CursorPager({ label, after, nextCursor, pathFor }: CursorPagerProps) {
  if (!after && !nextCursor) return null;
  return (
    <Stack component="nav" aria-label={label} direction="row" spacing={1}>
      {after && (
        <Button component={RouterLink} to={pathFor()} variant="outlined">
          {t`First page`}
        </Button>
      )}
      {nextCursor && (
        <Button component={RouterLink} to={pathFor(nextCursor)} variant="outlined">
          {t`Next page`}
        </Button>
      )}
    </Stack>
  );
}
