/** /admin/product/:id: edit every product field (spec section 2 "Admin product edit"). */
import { Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Product } from '@shared/entities';
import { MSG } from '@shared/messages';
import type { ProductUpdateInput } from '@shared/schemas';
import { LoadingBox } from '../../../components/loading-box';
import { MessageBox } from '../../../components/message-box';
import { paths } from '../../../config/paths';
import { useApiGet } from '../../../lib/use-api-get';
import { notify } from '../../../lib/notify';
import { adminApi, adminPaths } from '../admin-api';
import { AdminPageTitle } from '../components/admin-page-title';
import { ProductForm } from '../components/product-form';

export default function ProductEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: product, error, loading } = useApiGet<Product>(id ? adminPaths.product(id) : null);
  const [saving, setSaving] = useState(false);

  const save = async (fields: ProductUpdateInput) => {
    setSaving(true);
    try {
      await adminApi.updateProduct(id, fields);
      notify.success(MSG.productUpdated);
      navigate(paths.adminProducts());
    } catch (failure) {
      notify.error(failure);
      setSaving(false);
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
        <ProductForm key={product._id} product={product} saving={saving} onSubmit={(fields) => void save(fields)} />
      ) : null}
    </Stack>
  );
}
