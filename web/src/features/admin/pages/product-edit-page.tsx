/** /admin/product/:id: edit every product field (spec section 2 "Admin product edit"). */
import type { Product } from '@shared/entities';
import { API_MSG, MSG } from '@shared/messages';
import type { ProductUpdateInput } from '@shared/schemas';
import { paths } from '../../../config/paths';
import { adminApi, adminPaths } from '../admin-api';
import { AdminEditPage } from '../components/admin-edit-page';
import { ProductForm } from '../components/product-form';

export default function ProductEditPage() {
  return (
    <AdminEditPage<Product, ProductUpdateInput>
      title="Edit Product"
      readPath={adminPaths.product}
      save={adminApi.updateProduct}
      savedMessage={MSG.productUpdated}
      changedMessage={API_MSG.productChanged}
      listPath={paths.adminProducts()}
      form={(product, saving, onSubmit) => <ProductForm product={product} saving={saving} onSubmit={onSubmit} />}
    />
  );
}
