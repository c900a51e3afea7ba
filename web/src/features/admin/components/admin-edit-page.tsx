/**
 * The frame of the admin edit pages (product, user): load the document, show it in its form, save,
 * say so and go back to the list. A save refused because someone changed the document since the
 * form loaded (409 with `changedMessage`) reloads the current version; the form remounts on it.
 */
import { Stack } from '@mui/material';
import { Fragment, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadingBox } from '../../../components/loading-box';
import { MessageBox } from '../../../components/message-box';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useApiGet } from '../../../lib/use-api-get';
import { AdminPageTitle } from './admin-page-title';

interface Versioned {
  _id: string;
  updatedAt: string;
}

export interface AdminEditPageProps<T extends Versioned, F> {
  /** 'Edit Product': the id is added. */
  title: string;
  /** The API path that reads the document. */
  readPath: (id: string) => string;
  save: (id: string, fields: F) => Promise<unknown>;
  savedMessage: string;
  /** The API's message when the document changed since it was read. */
  changedMessage: string;
  /** Where a successful save goes. */
  listPath: string;
  form: (document: T, saving: boolean, onSubmit: (fields: F) => void) => ReactNode;
}

export function AdminEditPage<T extends Versioned, F>(props: AdminEditPageProps<T, F>) {
  const { title, readPath, save, savedMessage, changedMessage, listPath, form } = props;
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: document, error, loading, reload } = useApiGet<T>(id ? readPath(id) : null);
  const [saving, setSaving] = useState(false);

  const submit = async (fields: F) => {
    setSaving(true);
    try {
      await save(id, fields);
      notify.success(savedMessage);
      void navigate(listPath);
    } catch (failure) {
      notify.error(failure);
      setSaving(false);
      if (failure instanceof ApiError && failure.status === 409 && failure.message === changedMessage) reload();
    }
  };

  return (
    <Stack spacing={2}>
      <AdminPageTitle title={`${title} ${id}`} />
      {loading && !document ? (
        <LoadingBox />
      ) : error ? (
        <MessageBox severity="error">{error}</MessageBox>
      ) : document ? (
        // Keyed by version: a reloaded document replaces what the form holds.
        <Fragment key={`${document._id}:${document.updatedAt}`}>
          {form(document, saving, (fields) => void submit(fields))}
        </Fragment>
      ) : null}
    </Stack>
  );
}
