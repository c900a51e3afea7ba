/** /admin/product/:id: edit every product field (spec section 2 "Admin product edit"). */
import { Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Product } from '@shared/entities';
import { API_MSG, MSG } from '@shared/messages';
import type { ProductUpdateInput } from '@shared/schemas';
import { LoadingBox } from '../../../components/loading-box';
import { MessageBox } from '../../../components/message-box';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useApiGet } from '../../../lib/use-api-get';
import { notify } from '../../../lib/notify';
import { adminApi, adminPaths } from '../admin-api';
import { AdminPageTitle } from '../components/admin-page-title';
import { ProductForm } from '../components/product-form';

export default function ProductEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: product, error, loading, reload } = useApiGet<Product>(id ? adminPaths.product(id) : null);
  const [saving, setSaving] = useState(false);

  const save = async (fields: ProductUpdateInput) => {
    setSaving(true);
    try {
      await adminApi.updateProduct(id, fields);
      notify.success(MSG.productUpdated);
      void navigate(paths.adminProducts());
    } catch (failure) {
      notify.error(failure);
      setSaving(false);
      // Someone changed it since the form loaded: show the current version (the form remounts on it).
      if (failure instanceof ApiError && failure.status === 409 && failure.message === API_MSG.productChanged) reload();
    }
  };

  return (
    <Stack spacing={2}>
      <AdminPageTitle title={`Edit Product ${id}`} />
      {loading && !product ? (
        <LoadingBox />
      ) : error ? (
        <MessageBox severity="error">{error}</MessageBox>
      ) : product ? (
        <ProductForm
          key={`${product._id}:${product.updatedAt}`}
          product={product}
          saving={saving}
          onSubmit={(fields) => void save(fields)}
        />
      ) : null}
    </Stack>
  );
}
