/** GHTK's requests as the shop builds them, its webhook and read-back as the shop reads them, and its status table. */
import { describe, expect, it } from 'vitest';
import { stageOfCarrierStatus } from '../../api/shipping/carrier-events.js';
import type { WaybillRequest } from '../carrier.js';
import { sameSecret } from '../carrier-http.js';
import { ghtkDay, ghtkState, ghtkTrackingUrl } from './ghtk-carrier.js';
import { ghtkFeeQuery, ghtkOrderBody } from './ghtk-requests.js';
import { ghtkWebhookEvent } from './ghtk-webhook.js';

const from = {
  name: 'Laptop Shop',
  phone: '+84912345678',
  address: '12 Lê Lợi',
  province: 'Thành phố Hồ Chí Minh',
  ward: 'Phường Bến Thành',
};
const to = {
  name: 'Nguyễn Văn A',
  phone: '+84987654321',
  address: '5 Trần Phú',
  province: 'Tỉnh Cao Bằng',
  ward: 'Phường Thục Phán',
};
const parcel = {
  lengthCm: 45,
  widthCm: 35,
  heightCm: 12,
  weightGrams: 2400,
  insuranceValue: 30_000_000,
  codAmount: 30_050_000,
};

describe('GHTK requests', () => {
  it('asks the fee by the 2025 names, weight in grams, road, no district', () => {
    expect(ghtkFeeQuery(from, to, parcel)).toEqual({
      pick_province: 'Thành phố Hồ Chí Minh',
      pick_ward: 'Phường Bến Thành',
      province: 'Tỉnh Cao Bằng',
      ward: 'Phường Thục Phán',
      address: 'Khác',
      weight: '2400',
      value: '30000000',
      transport: 'road',
      deliver_option: 'none',
    });
  });

  it('submits the order id, the COD as pick_money, the value, hamlet "Khác", weights in kg, digits-only phones', () => {
    const request: WaybillRequest = {
      orderId: 'order-1',
      from,
      to,
      parcel,
      items: [{ name: 'ThinkPad X1', code: 'TP-X1', quantity: 2, price: 15_000_000, weightGrams: 0 }],
      requiredNote: 'CHOXEMHANGKHONGTHU',
    };
    const body = ghtkOrderBody(request);
    expect(body.products).toEqual([
      { name: 'ThinkPad X1', weight: 1.2, quantity: 2, price: 15_000_000, product_code: 'TP-X1' },
    ]);
    expect(body.order).toMatchObject({
      id: 'order-1',
      pick_name: 'Laptop Shop',
      pick_address: '12 Lê Lợi',
      pick_province: 'Thành phố Hồ Chí Minh',
      pick_ward: 'Phường Bến Thành',
      pick_tel: '0912345678',
      tel: '0987654321',
      name: 'Nguyễn Văn A',
      address: '5 Trần Phú',
      province: 'Tỉnh Cao Bằng',
      ward: 'Phường Thục Phán',
      hamlet: 'Khác',
      is_freeship: '1',
      pick_money: 30_050_000,
      value: 30_000_000,
      transport: 'road',
    });
    expect(body.order).not.toHaveProperty('district');
  });
});

describe('GHTK answers', () => {
  it('reads a form-encoded webhook as an event: Vietnam time to UTC, pick_money as the cash collected', () => {
    const body = Object.fromEntries(
      new URLSearchParams(
        'label_id=S1.A1.17373471&partner_id=order-1&action_time=2026-11-02T12:18:39+07:00&status_id=5&reason_code=&reason=&weight=2.4&fee=15000&pick_money=100000&return_part_package=0',
      ),
    );
    expect(ghtkWebhookEvent(body)).toEqual({
      carrier: 'ghtk',
      trackingNumber: 'S1.A1.17373471',
      orderId: 'order-1',
      carrierStatus: '5',
      at: '2026-11-02T05:18:39.000Z',
      collectedAmount: 100_000,
    });
    expect(ghtkWebhookEvent({ ...body, status_id: '6' })).toMatchObject({ transferredAt: '2026-11-02T05:18:39.000Z' });
    expect(ghtkWebhookEvent({ ...body, action_time: '' })).toBeNull();
    expect(ghtkWebhookEvent({ ...body, label_id: '' })).toBeNull();
  });

  it('checks the hash as a secret in constant time', () => {
    expect(sameSecret('right', 'right')).toBe(true);
    expect(sameSecret('wrong', 'right')).toBe(false);
  });

  it("reads a waybill back: 6 as delivered and paid over, GHTK's times as Vietnam's", () => {
    expect(ghtkState('S1', { status: 6, modified: '2026-11-25 22:03:34', pick_money: 47_000 })).toEqual({
      trackingNumber: 'S1',
      carrierStatus: '5',
      codAmount: 47_000,
      history: [{ carrierStatus: '5', at: '2026-11-25T15:03:34.000Z' }],
      transferredAt: '2026-11-25T15:03:34.000Z',
    });
    expect(ghtkState('S1', { status: 11, modified: '2026-11-25 22:03:34' }).carrierStatus).toBe('21');
  });

  it("takes GHTK's day as the end of that Vietnamese day", () => {
    expect(ghtkDay('Chiều 2026-11-27')).toBe('2026-11-27T16:59:59.000Z');
    expect(ghtkDay('')).toBe('');
  });

  it("links GHTK's own tracking page in production and the sandbox's locally", () => {
    expect(ghtkTrackingUrl('https://services.giaohangtietkiem.vn', 'S1.A1')).toBe('https://i.ghtk.vn/S1.A1');
    expect(ghtkTrackingUrl('http://127.0.0.1:5057/ghtk', 'S1.A1')).toBe('http://127.0.0.1:5057/track/S1.A1');
  });
});

describe("GHTK's status table in the shop's stages", () => {
  const stage = (status: string) => stageOfCarrierStatus({ carrier: 'ghtk', carrierStatus: status });
  it.each([
    ['-1', 'cancelled'],
    ['1', null],
    ['2', null],
    ['3', 'picked'],
    ['4', 'delivering'],
    ['5', 'delivered'],
    ['6', null],
    ['7', null],
    ['8', null],
    ['9', 'deliveryFailed'],
    ['10', 'deliveryFailed'],
    ['11', 'returned'],
    ['12', null],
    ['13', 'returning'],
    ['20', 'returning'],
    ['21', 'returned'],
    ['45', 'delivering'],
    ['49', 'deliveryFailed'],
    ['123', null],
    ['127', null],
    ['128', null],
  ])('%s → %s', (status, expected) => expect(stage(status)).toBe(expected));

  it("keeps GHN's words apart from GHTK's numbers", () => {
    expect(stageOfCarrierStatus({ carrier: 'ghn', carrierStatus: '5' })).toBeNull();
    expect(stageOfCarrierStatus({ carrier: 'ghtk', carrierStatus: 'delivered' })).toBeNull();
  });
});
