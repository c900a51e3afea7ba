/** /admin/product/:id: edit every product field (spec section 2 "Admin product edit"). */
import { t } from '@lingui/core/macro';
import { MSG } from '@shared/messages';
import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useApiQuery } from '@/lib/use-api-query';
import { adminApi } from '@/features/admin/shared/admin-api';
import { AdminEditPage } from '@/features/admin/shared/admin-edit-page';
import { ProductForm } from '@/features/admin/products/product-form';

export default function ProductEditPage() {
  const { id = '' } = useParams();
  const product = useApiQuery('productById', id ? { params: { id } } : null);
  return (
    <AdminEditPage
      id={id}
      record={product}
      list="adminProducts"
      save={adminApi.updateProduct}
      title={t`Edit Product`}
      savedMessage={MSG.productUpdated}
      listPath={paths.adminProducts()}
      form={(product, saving, onSubmit) => <ProductForm product={product} saving={saving} onSubmit={onSubmit} />}
    />
  );
}
