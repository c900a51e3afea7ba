/**
 * The frame of the admin edit pages (product, user): load the record, show it in its form, save,
 * say so and go back to the list. A save refused because someone changed the record since the
 * form loaded (RECORD_CHANGED) reloads the current version; the form remounts on it.
 */
import { Stack } from '@mui/material';
import { Fragment, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { QueryView } from '@/components/query-view';
import type { EndpointName } from '@shared/api-contract';
import { ApiError } from '@/lib/api-error';
import { invalidateQueries } from '@/lib/query-store';
import { notify } from '@/lib/notify';
import type { Query } from '@/lib/use-query';
import { AdminPageTitle } from './admin-page-title';

interface Versioned {
  _id: string;
  updatedAt: string;
}

export interface AdminEditPageProps<T extends Versioned, F> {
  id: string;
  /** The record's read (useApiQuery by id). */
  record: Query<T>;
  save: (id: string, fields: F) => Promise<unknown>;
  /** The list a save changes: forgotten, so it never shows the record as it was. */
  list: EndpointName;
  /** 'Edit Product', in the reader's language: the id is added. */
  title: string;
  /** A shared message (notify shows it in the reader's language). */
  savedMessage: string;
  /** Where a successful save goes. */
  listPath: string;
  form: (record: T, saving: boolean, onSubmit: (fields: F) => void) => ReactNode;
}

export function AdminEditPage<T extends Versioned, F>(props: AdminEditPageProps<T, F>) {
  const { id, record, save, list, title, savedMessage, listPath, form } = props;
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  const submit = async (fields: F) => {
    setSaving(true);
    try {
      await save(id, fields);
      invalidateQueries(list);
      notify.success(savedMessage);
      void navigate(listPath);
    } catch (failure) {
      notify.error(failure);
      setSaving(false);
      if (failure instanceof ApiError && failure.code === 'RECORD_CHANGED') record.reload();
    }
  };

  return (
    <Stack spacing={2}>
      <AdminPageTitle title={`${title} ${id}`} />
      <QueryView query={record}>
        {(current) => (
          // Keyed by version: a reloaded record replaces what the form holds.
          <Fragment key={`${current._id}:${current.updatedAt}`}>
            {form(current, saving, (fields) => void submit(fields))}
          </Fragment>
        )}
      </QueryView>
    </Stack>
  );
}
