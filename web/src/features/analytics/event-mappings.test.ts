import { describe, expect, it } from 'vitest';
import { ga4Call, metaCall, tiktokCall } from './event-mappings';

const laptop = { _id: 'p1', name: 'ASUS Zenbook 14', brand: 'ASUS', category: 'Laptop', price: 25_990_000 };
const mouse = { _id: 'p2', name: 'Chuột', price: 500_000, quantity: 2 };
const purchase = {
  name: 'purchase' as const,
  orderId: 'order-1',
  items: [laptop, mouse],
  // 26,990,000 of items less a 1,000,000 voucher; shipping apart.
  value: 25_990_000,
  shipping: 30_000,
};

describe('the event mapping', () => {
  it("gives GA4 the recommended events in VND, value the items' total, item fields as GA4 names them", () => {
    expect(ga4Call({ name: 'view_item', items: [laptop] })).toEqual([
      'view_item',
      {
        currency: 'VND',
        value: 25_990_000,
        items: [
          {
            item_id: 'p1',
            item_name: 'ASUS Zenbook 14',
            item_brand: 'ASUS',
            item_category: 'Laptop',
            price: 25_990_000,
            quantity: 1,
            index: 0,
          },
        ],
      },
    ]);
    expect(ga4Call({ name: 'add_to_cart', items: [mouse] })[1]).toMatchObject({ value: 1_000_000 });
    expect(ga4Call({ name: 'view_item_list', listName: 'search', items: [laptop, mouse] })[1]).toMatchObject({
      item_list_name: 'search',
      currency: 'VND',
      value: 26_990_000,
    });
    expect(ga4Call({ name: 'add_payment_info', items: [laptop], paymentType: 'COD' })[1]).toMatchObject({
      payment_type: 'COD',
      currency: 'VND',
    });
    for (const name of ['begin_checkout', 'add_shipping_info'] as const)
      expect(ga4Call({ name, items: [laptop, mouse] })).toEqual([name, expect.objectContaining({ value: 26_990_000 })]);
  });

  it('reports a purchase with the order id as transaction_id and value after discount, without shipping', () => {
    const [name, params] = ga4Call(purchase);
    expect(name).toBe('purchase');
    expect(params).toMatchObject({ transaction_id: 'order-1', currency: 'VND', value: 25_990_000, shipping: 30_000 });
    expect((params.items as unknown[])[1]).toEqual({
      item_id: 'p2',
      item_name: 'Chuột',
      price: 500_000,
      quantity: 2,
      index: 1,
    });
  });

  it('reports a refund to GA4 alone: the same transaction, value and items as the purchase', () => {
    const refund = { ...purchase, name: 'refund' as const };
    expect(ga4Call(refund)).toEqual(['refund', ga4Call(purchase)[1]]);
    expect(metaCall(refund)).toBeNull();
    expect(tiktokCall(refund)).toBeNull();
  });

  it('gives Meta its standard events with content_ids, contents and the order id as eventID for Purchase', () => {
    expect(metaCall({ name: 'view_item', items: [laptop] })?.[0]).toBe('ViewContent');
    expect(metaCall({ name: 'add_to_cart', items: [laptop] })?.[0]).toBe('AddToCart');
    expect(metaCall({ name: 'begin_checkout', items: [laptop] })?.[0]).toBe('InitiateCheckout');
    expect(metaCall({ name: 'add_payment_info', items: [laptop], paymentType: 'VNPAY' })?.[0]).toBe('AddPaymentInfo');
    expect(metaCall({ name: 'view_item_list', listName: 'home', items: [laptop] })).toBeNull();
    expect(metaCall({ name: 'add_shipping_info', items: [laptop] })).toBeNull();
    expect(metaCall(purchase)).toEqual([
      'Purchase',
      {
        content_ids: ['p1', 'p2'],
        contents: [
          { id: 'p1', quantity: 1, item_price: 25_990_000 },
          { id: 'p2', quantity: 2, item_price: 500_000 },
        ],
        content_type: 'product',
        value: 25_990_000,
        currency: 'VND',
        num_items: 3,
      },
      { eventID: 'order-1' },
    ]);
  });

  it('gives TikTok the same steps, CompletePayment for a purchase with the order id as event_id', () => {
    expect(tiktokCall({ name: 'view_item', items: [laptop] })).toEqual([
      'ViewContent',
      {
        contents: [
          {
            content_id: 'p1',
            content_type: 'product',
            content_name: 'ASUS Zenbook 14',
            quantity: 1,
            price: 25_990_000,
          },
        ],
        content_type: 'product',
        value: 25_990_000,
        currency: 'VND',
      },
    ]);
    const [name, params, options] = tiktokCall(purchase) ?? [];
    expect([name, params?.value, options]).toEqual(['CompletePayment', 25_990_000, { event_id: 'order-1' }]);
    expect(tiktokCall({ name: 'view_item_list', listName: 'home', items: [] })).toBeNull();
  });
});
