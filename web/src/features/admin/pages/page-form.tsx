/**
 * A content page's form: address (slug), title, Markdown body, state and the optional English text,
 * with a preview through the shoppers' own renderer (docs/decisions/0108-content-pages.md).
 */
import { t } from '@lingui/core/macro';
import { Box, Button, MenuItem, Stack, Tab, Tabs, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { ContentPage, PageStatus } from '@shared/entities/content-page';
import type { PageSaveInput } from '@shared/page-schemas';
import { ContentPageView, pagePlaceholders } from '@/features/pages';
import { useShopSettings } from '@/lib/use-shop-settings';

interface PageFormProps {
  page: ContentPage | null;
  saving: boolean;
  onSubmit: (input: PageSaveInput) => void;
  onCancel: () => void;
}

export function PageForm({ page, saving, onSubmit, onCancel }: PageFormProps) {
  const [slug, setSlug] = useState(page?.slug ?? '');
  const [title, setTitle] = useState(page?.title ?? '');
  const [body, setBody] = useState(page?.body ?? '');
  const [status, setStatus] = useState<PageStatus>(page?.status ?? 'draft');
  const [enTitle, setEnTitle] = useState(page?.en?.title ?? '');
  const [enBody, setEnBody] = useState(page?.en?.body ?? '');
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const settings = useShopSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const en = enTitle.trim() ? { en: { title: enTitle, body: enBody } } : {};
    onSubmit({ slug: slug.trim(), title, body, status, ...en });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Tabs value={tab} onChange={(_event, value: 'edit' | 'preview') => setTab(value)} sx={{ mb: 2 }}>
        <Tab value="edit" label={t`Soạn`} />
        <Tab value="preview" label={t`Xem trước`} />
      </Tabs>
      {tab === 'preview' ? (
        settings.data && (
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}>
            <ContentPageView text={{ title, body }} placeholders={pagePlaceholders(settings.data)} />
          </Box>
        )
      ) : (
        <Stack spacing={2} sx={{ mb: 2 }}>
          <TextField
            label={t`Đường dẫn`}
            value={slug}
            onChange={(event) => setSlug(event.target.value)}
            helperText={t`a–z, 0–9 và dấu gạch ngang: /pages/${slug || 'chinh-sach-doi-tra'}`}
            required
          />
          <TextField label={t`Tiêu đề`} value={title} onChange={(event) => setTitle(event.target.value)} required />
          <TextField
            label={t`Nội dung (Markdown)`}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            helperText={t`Tiêu đề ##, danh sách -, **đậm**, _nghiêng_, bảng và liên kết [chữ](https://…). {{companyName}}, {{hotline}}, {{email}}, {{address}} lấy từ Cài đặt.`}
            multiline
            minRows={10}
          />
          <TextField
            select
            label={t`Trạng thái`}
            value={status}
            onChange={(event) => setStatus(event.target.value as PageStatus)}
          >
            <MenuItem value="draft">{t`Bản nháp`}</MenuItem>
            <MenuItem value="published">{t`Đã đăng`}</MenuItem>
          </TextField>
          <TextField
            label={t`Tiêu đề (tiếng Anh)`}
            value={enTitle}
            onChange={(event) => setEnTitle(event.target.value)}
          />
          <TextField
            label={t`Nội dung (tiếng Anh)`}
            value={enBody}
            onChange={(event) => setEnBody(event.target.value)}
            multiline
            minRows={4}
          />
        </Stack>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={saving}>
          {t`Save`}
        </Button>
        <Button onClick={onCancel}>{t`Cancel`}</Button>
      </Stack>
    </Box>
  );
}
