import { badRequest } from './http-error.js';

/** `?page=` of a paged admin table: missing or empty is page 1; anything but a whole number >= 1 is a 400. */
export function pageParam(query: Record<string, unknown>): number {
  const page = query['page'];
  if (page === undefined || page === '') return 1;
  if (typeof page !== 'string' || !/^[1-9]\d{0,5}$/.test(page)) throw badRequest('page must be a whole number from 1');
  return Number(page);
}
