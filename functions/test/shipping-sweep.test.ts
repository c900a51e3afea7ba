/**
 * The 30-minute waybill sweep against the carrier sandbox (docs/shipping-carriers.md): a delivery
 * whose webhooks never arrived is caught by reading the waybill back, and applied once; a sweep
 * racing GHN's own webhook makes one transition; a carrier that does not answer changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { sweepOpenWaybills } from '../src/api/shipping/waybill-sweep.js';
import { callEndpoint } from './support/call-endpoint.js';
import {
  GHN_TOKEN,
  moveAtGhn,
  orderWithGhnWaybill,
  readOrder,
  setGhnOutage,
  useGhnSandbox,
} from './support/ghn-sandbox.js';
import { db } from './support/test-context.js';

// The sandbox's webhooks go nowhere: these are the webhooks the shop missed.
const ghn = useGhnSandbox({ timeoutMs: 500 });
const orderWithWaybill = () => orderWithGhnWaybill('sweep-order');
const sweep = () => sweepOpenWaybills({ db, carriers: ghn.carriers });

describe('the waybill sweep', () => {
  it('catches a delivery whose webhooks were all missed: delivered and paid, once', async () => {
    const { id, code, total } = await orderWithWaybill();
    await moveAtGhn(code, ['picking', 'picked', 'storing', 'transporting', 'sorting', 'delivering', 'delivered']);

    await sweep();
    await sweep();
    const order = await readOrder(id);
    expect(order).toMatchObject({ status: 'delivered', isPaid: true, isDelivered: true });
    expect(order?.shipment).toMatchObject({ codCollected: total });
    expect(order?.shipment?.events?.map((event) => event.status)).toEqual([
      'picked',
      'inTransit',
      'inTransit',
      'inTransit',
      'delivering',
      'delivered',
    ]);
    expect(order?.statusHistory?.map((entry) => entry.status)).toEqual(['shipped', 'paid', 'delivered']);
  });

  it('makes one transition when it races GHN’s own webhook for the same pickup', async () => {
    const { id, code } = await orderWithWaybill();
    const picked = await moveAtGhn(code, ['picking', 'picked']);
    const webhook = () => callEndpoint(ghn.app, 'ghnWebhook', { body: picked }).query({ token: GHN_TOKEN });

    const [, first, second] = await Promise.all([sweep(), webhook(), webhook(), sweep()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const order = await readOrder(id);
    expect(order?.status).toBe('shipped');
    expect(order?.statusHistory?.filter((entry) => entry.status === 'shipped')).toHaveLength(1);
    expect(order?.shipment?.events).toEqual([{ status: 'picked', carrierStatus: 'picked', at: picked.Time }]);
  });

  it('leaves the order as it is when GHN does not answer, and catches up once it does', async () => {
    const { id, code } = await orderWithWaybill();
    await moveAtGhn(code, ['picking', 'picked']);
    const before = await readOrder(id);
    await setGhnOutage(true);

    expect((await sweep()).failed).toBeGreaterThanOrEqual(1);
    expect(await readOrder(id)).toEqual(before);

    await setGhnOutage(false);
    await sweep();
    expect(await readOrder(id)).toMatchObject({ status: 'shipped' });
  });
});
