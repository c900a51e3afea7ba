import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '@shared/entities';
import { fakeApi } from '@/testing/fake-api';
import { ADMIN, renderPage } from '@/testing/render-page';
import AuditPageScreen from './audit-page';

const PAGE: AuditPage = {
  entries: [
    {
      _id: 'e1',
      action: 'product.update',
      actor: { uid: 'a1', email: 'admin@example.com' },
      target: { id: 'p1', label: 'Asus ROG' },
      changes: { price: { before: 1200, after: 999 }, countInStock: { before: 16, after: 13 } },
      at: '2026-11-22T03:04:05.000Z',
    },
  ],
  page: 2,
  pages: 3,
};

describe('admin audit page', () => {
  it('lists who changed what, before → after, on the page asked for', async () => {
    const api = fakeApi({ auditLog: PAGE });
    renderPage(<AuditPageScreen />, { path: '/admin/audit', url: '/admin/audit?page=2', user: ADMIN });
    expect(await screen.findByText('product.update')).toBeInTheDocument();
    expect(api.calls('auditLog')).toEqual([expect.objectContaining({ query: { page: '2' } })]);
    expect(screen.getByText('admin@example.com')).toBeInTheDocument();
    expect(screen.getByText('price: 1200 → 999; countInStock: 16 → 13')).toBeInTheDocument();
    // 03:04 UTC is 10:04 in Vietnam.
    expect(screen.getByText('2026-11-22 10:04')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Audit pages' })).toBeInTheDocument();
  });
});
