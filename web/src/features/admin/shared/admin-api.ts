/** The admin changes of spec section 7, by endpoint name; the lists and records are read with useApiQuery. */
import type { BodyInput, QueryInput } from '@shared/api-contract';
import { callApi } from '@/lib/api-client';

export const adminApi = {
  deleteOrder: (id: string) => callApi('deleteOrder', { params: { id } }),
  /** The dashboard's order figures rebuilt from the orders. */
  recountDashboard: () => callApi('recountDashboard'),
  createProduct: () => callApi('createProduct'),
  updateProduct: (id: string, fields: BodyInput<'updateProduct'>) =>
    callApi('updateProduct', { params: { id }, body: fields }),
  deleteProduct: (id: string) => callApi('deleteProduct', { params: { id } }),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return callApi('uploadImage', { form });
  },
  updateUser: (id: string, fields: BodyInput<'updateUser'>) => callApi('updateUser', { params: { id }, body: fields }),
  deleteUser: (id: string) => callApi('deleteUser', { params: { id } }),
  exportProducts: () => callApi('exportProducts'),
  importProducts: (csv: string, dryRun: boolean) => callApi('importProducts', { body: { csv, dryRun } }),
  exportOrders: (filters: QueryInput<'exportOrders'>) => callApi('exportOrders', { query: filters }),
  markPaymentRefunded: (id: string, note: string) => callApi('markPaymentRefunded', { params: { id }, body: { note } }),
  updateShopSettings: (body: BodyInput<'updateShopSettings'>) => callApi('updateShopSettings', { body }),
  createVoucher: (body: BodyInput<'createVoucher'>) => callApi('createVoucher', { body }),
  updateVoucher: (code: string, body: BodyInput<'updateVoucher'>) =>
    callApi('updateVoucher', { params: { id: code }, body }),
  deleteVoucher: (code: string) => callApi('deleteVoucher', { params: { id: code } }),
  answerQuestion: (id: string, text: string) => callApi('answerQuestion', { params: { id }, body: { text } }),
  hideQuestion: (id: string) => callApi('hideQuestion', { params: { id } }),
  unhideQuestion: (id: string) => callApi('unhideQuestion', { params: { id } }),
};
