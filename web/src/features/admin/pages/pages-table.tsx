/** The admin's content pages, each with its address, its state and its actions; templates say so. */
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Button, Chip, Link, Stack, TableCell, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ContentPage } from '@shared/entities/content-page';
import { ResponsiveTable } from '@/components/responsive-table';
import { paths } from '@/config/paths';

const HEADINGS = [msg`TITLE`, msg`ADDRESS`, msg`STATE`, msg`ACTIONS`];

interface PagesTableProps {
  rows: ContentPage[];
  deletingId: string | null;
  onEdit: (page: ContentPage) => void;
  onDelete: (id: string) => void;
}

export function PagesTable({ rows, deletingId, onEdit, onDelete }: PagesTableProps) {
  return (
    <ResponsiveTable label={t`Trang nội dung`} headings={HEADINGS.map((heading) => i18n._(heading))}>
      {rows.map((page) => (
        <TableRow key={page._id}>
          <TableCell>
            {page.title}
            {page.isTemplate && <Chip size="small" color="warning" label={t`Mẫu – cần chỉnh sửa`} sx={{ ml: 1 }} />}
          </TableCell>
          <TableCell>
            <Link component={RouterLink} to={paths.contentPage(page.slug)}>
              /pages/{page.slug}
            </Link>
          </TableCell>
          <TableCell>{page.status === 'published' ? t`Đã đăng` : t`Bản nháp`}</TableCell>
          <TableCell>
            <Stack direction="row" spacing={1}>
              <Button size="small" variant="outlined" onClick={() => onEdit(page)}>
                {t`Edit`}
              </Button>
              <Button size="small" color="error" disabled={deletingId === page._id} onClick={() => onDelete(page._id)}>
                {t`Delete`}
              </Button>
            </Stack>
          </TableCell>
        </TableRow>
      ))}
    </ResponsiveTable>
  );
}
