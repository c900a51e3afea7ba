import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '@shared/entities';
import { fakeApi } from '@/testing/fake-api';
import { ADMIN, renderPage } from '@/testing/render-page';
import AuditPageScreen from './audit-page';

const CURSOR = encodeURIComponent('2026-11-23T00:00:00.000Z~e0');
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
  nextCursor: '2026-11-22T03:04:05.000Z~e1',
};

describe('admin audit page', () => {
  it('lists who changed what, before → after, on the page after the cursor asked for', async () => {
    const api = fakeApi({ auditLog: PAGE });
    renderPage(<AuditPageScreen />, { path: '/admin/audit', url: `/admin/audit?after=${CURSOR}`, user: ADMIN });
    expect(await screen.findByText('product.update')).toBeInTheDocument();
    expect(api.calls('auditLog')).toEqual([expect.objectContaining({ query: { after: decodeURIComponent(CURSOR) } })]);
    expect(screen.getByText('admin@example.com')).toBeInTheDocument();
    expect(screen.getByText('price: 1200 → 999; countInStock: 16 → 13')).toBeInTheDocument();
    // 03:04 UTC is 10:04 in Vietnam.
    expect(screen.getByText('2026-11-22 10:04')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Audit pages' });
    expect(within(pager).getByRole('link', { name: 'First page' })).toHaveAttribute('href', '/admin/audit');
    expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      `/admin/audit?after=${encodeURIComponent(PAGE.nextCursor ?? '')}`,
    );
  });
});
