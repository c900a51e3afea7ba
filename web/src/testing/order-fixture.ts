import type { Order } from '@shared/entities/order';
import { order } from '@test-factories';

/** An order as GET /api/orders/:id returns it; unpaid and undelivered unless overridden (tests/support/factories.ts). */
export const orderFixture: (overrides?: Partial<Order>) => Order = order;
