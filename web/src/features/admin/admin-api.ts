/** The admin calls of spec section 7; list and detail reads go through useApiGet with these paths. */
import type { Product, User } from '@shared/entities';
import type { ProductUpdateInput } from '@shared/schemas';
import type { z } from 'zod';
import type { userUpdateSchema } from '@shared/schemas';
import { api } from '../../lib/api-client';

const id = (value: string) => encodeURIComponent(value);
const auth = { auth: true } as const;

export interface UploadStatus {
  available: boolean;
  message?: string;
}

export const adminPaths = {
  summary: '/orders/summary',
  orders: '/orders',
  products: (page: number) => `/products/admin?page=${page}`,
  product: (productId: string) => `/products/${id(productId)}`,
  users: '/users',
  user: (userId: string) => `/users/${id(userId)}`,
  upload: '/upload',
  audit: (page: number) => `/audit?page=${page}`,
};

export const adminApi = {
  deleteOrder: (orderId: string) => api.delete<unknown>(`/orders/${id(orderId)}`, auth),
  createProduct: () => api.post<Product>('/products', undefined, auth),
  updateProduct: (productId: string, fields: ProductUpdateInput) =>
    api.put<{ message: string; product: Product }>(adminPaths.product(productId), { _id: productId, ...fields }, auth),
  deleteProduct: (productId: string) => api.delete<unknown>(adminPaths.product(productId), auth),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<{ secure_url: string }>(adminPaths.upload, form, auth);
  },
  updateUser: (userId: string, fields: z.infer<typeof userUpdateSchema>) =>
    api.put<{ message: string; user: User }>(adminPaths.user(userId), { _id: userId, ...fields }, auth),
  deleteUser: (userId: string) => api.delete<unknown>(adminPaths.user(userId), auth),
};
