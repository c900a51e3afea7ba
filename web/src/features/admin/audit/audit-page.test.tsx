import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '@shared/entities/audit';
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
    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(api.calls('auditLog')).toEqual([expect.objectContaining({ query: { after: decodeURIComponent(CURSOR) } })]);
    expect(screen.getByText('admin@example.com')).toBeInTheDocument();
    expect(screen.getByText('Price: 1.200,00 VND → 999,00 VND; Count In Stock: 16 → 13')).toBeInTheDocument();
    // 03:04 UTC is 10:04 in Vietnam.
    expect(screen.getByText('2026-11-22 10:04')).toBeInTheDocument();
    // The log has no link to tab to, so its scrolling box takes the focus itself (phones scroll it sideways).
    expect(screen.getByRole('region', { name: 'Audit log' })).toHaveAttribute('tabindex', '0');
    const pager = screen.getByRole('navigation', { name: 'Audit pages' });
    expect(within(pager).getByRole('link', { name: 'First page' })).toHaveAttribute('href', '/admin/audit');
    expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      `/admin/audit?after=${encodeURIComponent(PAGE.nextCursor ?? '')}`,
    );
  });

  it("shows an order's change with its states' names, yes and no, Vietnam times and the shipment's parts, never [object Object]", async () => {
    fakeApi({
      auditLog: {
        entries: [
          {
            _id: 'e2',
            action: 'order.ship',
            actor: { uid: 'a1', email: 'admin@example.com' },
            target: { id: 'o1', label: 'Lan Nguyen' },
            changes: {
              status: { before: 'packing', after: 'shipped' },
              isPaid: { before: true, after: true },
              cancelledAt: { before: null, after: '2026-11-22T18:30:00.000Z' },
              shipment: { before: null, after: { carrier: 'GHN', trackingNumber: 'GHN123' } },
            },
            at: '2026-11-22T03:04:05.000Z',
          },
        ],
        nextCursor: null,
      },
    });
    renderPage(<AuditPageScreen />, { path: '/admin/audit', url: '/admin/audit', user: ADMIN });

    expect(await screen.findByText('Order shipped')).toBeInTheDocument();
    const changes =
      'State: Packing → Shipped; Paid: Yes → Yes; Cancelled at: — → 2026-11-23 01:30; ' +
      'Shipment: — → Carrier: GHN, Tracking number: GHN123';
    expect(screen.getByText(changes)).toBeInTheDocument();
    expect(screen.queryByText(/object Object/)).not.toBeInTheDocument();
  });
});
