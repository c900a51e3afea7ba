import { describe, expect, it } from 'vitest';
import { staffEntries, withStaffActors } from './order-staff.js';

const admin = { uid: 'a1', email: 'staff@shop.vn' };

describe("an order's people", () => {
  it('records the people behind the entries a write appends, by index, and nothing for the shop or a gateway', () => {
    const session = { ...admin, name: 'Staff', isAdmin: true };
    expect(staffEntries(2, [session, null, admin])).toEqual({ statusBy: { '2': admin, '4': admin } });
  });

  it("puts them back next to their roles in an admin's view, and leaves the rest as the customer reads it", () => {
    const stored = {
      refund: null,
      statusHistory: [
        { status: 'awaitingPayment', at: '2026-03-05T00:00:00.000Z', by: { role: 'customer' }, note: null },
        { status: 'paid', at: '2026-03-05T01:00:00.000Z', by: { role: 'gateway' }, note: null },
        { status: 'packing', at: '2026-03-05T02:00:00.000Z', by: { role: 'admin' }, note: null },
      ],
    } satisfies Parameters<typeof withStaffActors>[0];
    const view = withStaffActors(stored, { statusBy: { '2': admin } });
    expect(view.statusHistory?.map((entry) => entry.by)).toEqual([
      { role: 'customer' },
      { role: 'gateway' },
      { role: 'admin', ...admin },
    ]);
    expect(stored.statusHistory?.[2]?.by).toEqual({ role: 'admin' });
    expect(withStaffActors(stored, undefined)).toBe(stored);
  });
});
