/**
 * /admin/pages, "Trang nội dung": every content page, the seeded templates marked for the owner to
 * adapt, and the form to write, preview and publish one (docs/decisions/0108-content-pages.md).
 */
import { t } from '@lingui/core/macro';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { ContentPage } from '@shared/entities/content-page';
import { PAGE_MSG } from '@shared/page-messages';
import type { PageSaveInput } from '@shared/page-schemas';
import { QueryView } from '@/components/query-view';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useApiQuery } from '@/lib/use-api-query';
import { AdminPageTitle } from '@/features/admin/shared/admin-page-title';
import { useConfirmedDelete } from '@/features/admin/shared/use-confirmed-delete';
import { PageForm } from '@/features/admin/pages/page-form';
import { PagesTable } from '@/features/admin/pages/pages-table';

const deletePage = (id: string) => callApi('deletePage', { params: { id } });

export default function AdminPagesPage() {
  const pages = useApiQuery('adminPages', {});
  /** The page in the form: 'new', one being edited, or null (form closed). */
  const [editing, setEditing] = useState<ContentPage | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const { deletingId, confirmAndDelete } = useConfirmedDelete(deletePage, PAGE_MSG.pageDeleted, pages.reload);

  const save = async (input: PageSaveInput) => {
    if (editing === null) return;
    setSaving(true);
    try {
      const saved =
        editing === 'new'
          ? await callApi('createPage', { body: input })
          : await callApi('updatePage', {
              params: { id: editing._id },
              body: { ...input, updatedAt: editing.updatedAt },
            });
      notify.success(saved.message);
      setEditing(null);
      pages.reload();
    } catch (failure) {
      notify.error(failure);
      if (failure instanceof ApiError && failure.code === 'RECORD_CHANGED') {
        setEditing(null);
        pages.reload();
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      <AdminPageTitle
        title={t`Trang nội dung`}
        action={
          <Button variant="contained" onClick={() => setEditing('new')} disabled={editing !== null}>
            {t`Trang mới`}
          </Button>
        }
      />
      {editing !== null && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {editing === 'new' ? t`Trang mới` : editing.title}
            </Typography>
            <PageForm
              key={editing === 'new' ? 'new' : editing._id}
              page={editing === 'new' ? null : editing}
              saving={saving}
              onSubmit={(input) => void save(input)}
              onCancel={() => setEditing(null)}
            />
          </CardContent>
        </Card>
      )}
      <QueryView query={pages}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography>{t`Chưa có trang nào.`}</Typography>
          ) : (
            <PagesTable rows={rows} deletingId={deletingId} onEdit={setEditing} onDelete={confirmAndDelete} />
          )
        }
      </QueryView>
    </Stack>
  );
}
