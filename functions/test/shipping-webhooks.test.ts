/**
 * GHN's webhook against the carrier sandbox (docs/shipping-carriers.md): the URL token checked
 * first; picked up → Shipped, once for fifty copies; never backwards; delivered → Delivered and a
 * cash-on-delivery order Paid when GHN collected its total (read back from GHN first), else left
 * unpaid and flagged; returned → Cancelled with the stock back; unknown codes acknowledged.
 */
import { describe, expect, it } from 'vitest';
import type { OrderDoc } from '../src/shared/entities/order.js';
import { ORDER_LIFE_MSG } from '../src/shared/payment-messages.js';
import { callEndpoint } from './support/call-endpoint.js';
import {
  approvedFinanceOrder,
  GHN_TOKEN,
  moveAtGhn,
  orderWithGhnWaybill,
  readOrder,
  useGhnSandbox,
} from './support/ghn-sandbox.js';
import { readProduct } from './support/products.js';

// The test sends GHN's webhook itself.
const ghn = useGhnSandbox();
const orderWithWaybill = (overrides: Partial<OrderDoc> = {}) => orderWithGhnWaybill('webhook-order', overrides);
const TO_DELIVERED = ['picking', 'picked', 'storing', 'transporting', 'sorting', 'delivering', 'delivered'];

let clock = Date.parse('2026-11-27T01:00:00.000Z');
/** GHN's webhook body for a status change; each new call a minute later. */
const ghnCall = (code: string, id: string, status: string, extra: Record<string, unknown> = {}) => {
  clock += 60_000;
  return {
    Type: 'switch_status',
    OrderCode: code,
    ClientOrderCode: id,
    Status: status,
    Time: new Date(clock).toISOString(),
    CODAmount: 0,
    CODTransferDate: null,
    ...extra,
  };
};
const webhook = (body: Record<string, unknown>, token = GHN_TOKEN) =>
  callEndpoint(ghn.app, 'ghnWebhook', { body }).query({ token });

describe('POST /api/shipping/ghn/webhook', () => {
  it('refuses a wrong or missing token with 401 and changes nothing', async () => {
    const { id, code } = await orderWithWaybill();
    await webhook(ghnCall(code, id, 'picked'), 'not-the-token').expect(401);
    await callEndpoint(ghn.app, 'ghnWebhook', { body: ghnCall(code, id, 'picked') }).expect(401);
    expect(await readOrder(id)).toMatchObject({ status: 'packing', shipment: { events: [] } });
  });

  it('ships the order at pickup, once for fifty identical calls, keeping the waybill', async () => {
    const { id, code } = await orderWithWaybill();
    const picked = ghnCall(code, id, 'picked');
    const answers = await Promise.all(Array.from({ length: 50 }, () => webhook(picked)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);

    const order = await readOrder(id);
    expect(order?.status).toBe('shipped');
    expect(order?.statusHistory?.filter((entry) => entry.status === 'shipped')).toEqual([
      expect.objectContaining({ by: { role: 'carrier' } }),
    ]);
    expect(order?.shipment).toMatchObject({ carrier: 'ghn', trackingNumber: code, status: 'created' });
    expect(order?.shipment?.events).toEqual([{ status: 'picked', carrierStatus: 'picked', at: picked.Time }]);
  });

  it('records the journey and never goes backwards: a late "delivering" after "delivered" changes nothing', async () => {
    const { id, code, total } = await orderWithWaybill();
    await moveAtGhn(code, TO_DELIVERED);
    const late = ghnCall(code, id, 'delivering');
    await webhook(ghnCall(code, id, 'picked')).expect(200);
    await webhook(ghnCall(code, id, 'storing')).expect(200);
    await webhook(ghnCall(code, id, 'delivered', { CODAmount: total })).expect(200);
    await webhook(late).expect(200);

    const order = await readOrder(id);
    expect(order?.shipment?.events?.map((event) => event.status)).toEqual(['picked', 'inTransit', 'delivered']);
    expect(order).toMatchObject({ status: 'delivered', isDelivered: true });
  });

  it('pays a COD order at delivery when GHN collected its total, and only after reading the waybill back', async () => {
    const { id, code, total } = await orderWithWaybill();
    await moveAtGhn(code, ['picking', 'picked']);
    await webhook(ghnCall(code, id, 'picked')).expect(200);
    // GHN's records still say picked: a webhook claiming delivery moves no money.
    await webhook(ghnCall(code, id, 'delivered', { CODAmount: total })).expect(200);
    expect(await readOrder(id)).toMatchObject({ status: 'shipped', isPaid: false });

    await moveAtGhn(code, TO_DELIVERED.slice(2));
    await webhook(ghnCall(code, id, 'delivered', { CODAmount: total })).expect(200);
    const order = await readOrder(id);
    expect(order).toMatchObject({ status: 'delivered', isPaid: true, isDelivered: true });
    expect(order?.shipment).toMatchObject({ codCollected: total });
    expect(order?.shipment?.codMismatch).toBeUndefined();
    // Paid once, in the carrier's words: "Đã thu hộ COD", not the admin's "cash collected".
    expect(order?.statusHistory?.filter((entry) => entry.status === 'paid')).toEqual([
      expect.objectContaining({ note: ORDER_LIFE_MSG.carrierCollectedCod, by: { role: 'carrier' } }),
    ]);
  });

  it('leaves a COD order unpaid and flagged when GHN collected another amount', async () => {
    const { id, code, total } = await orderWithWaybill();
    await moveAtGhn(code, TO_DELIVERED);
    await webhook(ghnCall(code, id, 'picked')).expect(200);
    await webhook(ghnCall(code, id, 'delivered', { CODAmount: total - 1000 })).expect(200);
    const order = await readOrder(id);
    expect(order).toMatchObject({ status: 'delivered', isPaid: false, isDelivered: true });
    expect(order?.shipment).toMatchObject({ codCollected: total - 1000, codMismatch: true });
  });

  it('delivers a finance company’s order unpaid: GHN collected the down payment, Mark as Paid records the company’s money', async () => {
    const { id, code, total, codAmount } = await orderWithGhnWaybill('finance-order', approvedFinanceOrder(20));
    const downPayment = Math.round((total * 20) / 100);
    expect(codAmount).toBe(downPayment);
    await moveAtGhn(code, TO_DELIVERED);
    await webhook(ghnCall(code, id, 'picked')).expect(200);
    await webhook(ghnCall(code, id, 'delivered', { CODAmount: downPayment })).expect(200);
    const delivered = await readOrder(id);
    expect(delivered).toMatchObject({ status: 'delivered', isPaid: false, isDelivered: true });
    expect(delivered?.shipment).toMatchObject({ codCollected: downPayment });
    expect(delivered?.shipment?.codMismatch).toBeUndefined();

    const paid = await callEndpoint(ghn.app, 'markOrderPaid', { params: { id }, as: ghn.admin });
    expect(paid.status).toBe(200);
    expect(await readOrder(id)).toMatchObject({ status: 'delivered', isPaid: true, isDelivered: true });
  });

  it('flags a finance company’s order whose down payment GHN collected short, and leaves it unpaid', async () => {
    const { id, code, total } = await orderWithGhnWaybill('finance-order', approvedFinanceOrder(20));
    await moveAtGhn(code, TO_DELIVERED);
    await webhook(ghnCall(code, id, 'picked')).expect(200);
    await webhook(ghnCall(code, id, 'delivered', { CODAmount: total })).expect(200);
    const order = await readOrder(id);
    expect(order).toMatchObject({ status: 'delivered', isPaid: false });
    expect(order?.shipment).toMatchObject({ codCollected: total, codMismatch: true });
  });

  it('cancels an unpaid order GHN returned, and gives its stock back once', async () => {
    const { id, code, productId } = await orderWithWaybill();
    const stockBefore = (await readProduct(productId))?.countInStock ?? 0;
    await moveAtGhn(code, ['picking', 'picked', 'storing', 'transporting', 'sorting', 'delivering', 'delivery_fail']);
    await moveAtGhn(code, ['waiting_to_return', 'return', 'returning', 'returned']);
    await webhook(ghnCall(code, id, 'picked')).expect(200);
    await webhook(ghnCall(code, id, 'delivery_fail')).expect(200);
    const returned = ghnCall(code, id, 'returned');
    await Promise.all([webhook(returned), webhook(returned), webhook(returned)]);

    const order = await readOrder(id);
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'Hoàn hàng' });
    expect(order?.shipment?.events?.map((event) => event.status)).toEqual(['picked', 'deliveryFailed', 'returned']);
    expect((await readProduct(productId))?.countInStock).toBe(stockBefore + 2);
  });

  it('acknowledges an unknown code or a status before pickup with 200 and changes nothing', async () => {
    const { id, code } = await orderWithWaybill();
    await webhook(ghnCall('GUNKNOWN', 'no-such-order', 'picked')).expect(200);
    await webhook(ghnCall(code, id, 'picking')).expect(200);
    expect(await readOrder(id)).toMatchObject({ status: 'packing', shipment: { events: [] } });
  });

  it('puts a paid order GHN returned in Refund pending, not cancelled, with its stock back once', async () => {
    const paidAt = new Date().toISOString();
    const { id, code, productId } = await orderWithWaybill({ paymentMethod: 'VNPAY', isPaid: true, paidAt });
    const stockBefore = (await readProduct(productId))?.countInStock ?? 0;
    await moveAtGhn(code, ['picking', 'picked', 'storing', 'transporting', 'sorting', 'delivering', 'delivery_fail']);
    await moveAtGhn(code, ['waiting_to_return', 'return', 'returning', 'returned']);
    await webhook(ghnCall(code, id, 'picked')).expect(200);
    const returned = ghnCall(code, id, 'returned');
    await Promise.all([webhook(returned), webhook(returned), webhook(returned)]);

    const order = await readOrder(id);
    expect(order).toMatchObject({ status: 'refundPending', isPaid: true, cancelReason: 'Hoàn hàng' });
    expect(order?.statusHistory?.filter((entry) => entry.status === 'refundPending')).toHaveLength(1);
    expect(order?.statusHistory?.some((entry) => entry.status === 'cancelled')).toBe(false);
    expect((await readProduct(productId))?.countInStock).toBe(stockBefore + 2);
  });

  it("keeps a waybill GHN cancelled on its side as the admin's cancel does, so a new one can be made", async () => {
    const { id, code } = await orderWithWaybill();
    await moveAtGhn(code, ['cancel']);
    const cancel = ghnCall(code, id, 'cancel');
    await Promise.all([webhook(cancel), webhook(cancel)]);

    const order = await readOrder(id);
    expect(order?.shipment ?? null).toBeNull();
    expect(order?.cancelledShipments).toEqual([
      expect.objectContaining({
        trackingNumber: code,
        status: 'cancelled',
        events: [{ status: 'cancelled', carrierStatus: 'cancel', at: cancel.Time }],
      }),
    ]);
    expect(order?.status).toBe('packing');
    const made = await callEndpoint(ghn.app, 'createShipment', { params: { id }, body: {}, as: ghn.admin });
    expect(made.status).toBe(201);
  });

  it('leaves the waybill as it is when GHN does not confirm the cancel', async () => {
    const { id, code } = await orderWithWaybill();
    await webhook(ghnCall(code, id, 'cancel')).expect(200);
    expect((await readOrder(id))?.shipment).toMatchObject({ trackingNumber: code, status: 'created' });
  });
});
