import { describe, expect, it } from 'vitest';
import type { OrderDoc } from '../shared/entities/order.js';
import {
  ga4PurchaseBody,
  hashedEmail,
  hashedPhone,
  metaPurchaseBody,
  normalisedEmail,
  normalisedPhone,
} from './purchase-payloads.js';
import { DEMO_ANALYTICS_SETTINGS, demoAnalyticsSettings } from './analytics-settings.js';

describe('contact details in Meta’s normal form, hashed', () => {
  it('emails are trimmed and lower-cased before SHA-256 (Meta’s own example)', () => {
    expect(normalisedEmail('  John_Smith@gmail.com ')).toBe('john_smith@gmail.com');
    expect(hashedEmail(' John_Smith@gmail.com')).toBe(
      '62a14e44f765419d10fea99367361a727c12365e2520f32218d505ed9aa0f62f',
    );
  });

  it('phones keep digits only, with the country code (Meta’s US example; a Vietnamese 0 becomes 84)', () => {
    expect(hashedPhone('+1 (650) 555-1212')).toBe('e323ec626319ca94ee8bff2e4c87cf613be6ea19919ed1364124e16807ab3176');
    expect(normalisedPhone('+84 912 345 678')).toBe('84912345678');
    expect(normalisedPhone('0912.345.678')).toBe('84912345678');
    expect(hashedPhone('0912 345 678')).toBe(hashedPhone('+84912345678'));
  });
});

// Only the fields the bodies read (the unit project has no @test-factories alias).
const order = {
  orderItems: [
    { productId: 'p1', slug: 'x1', name: 'ThinkPad X1', image: '/x1.jpg', price: 30_000_000, quantity: 1 },
    {
      productId: 'p2',
      slug: 'mx',
      name: 'MX Master 3S',
      image: '/mx.jpg',
      price: 2_000_000,
      quantity: 2,
      variantId: 'v1',
      sku: 'MX3S-GRAPHITE',
      variantTitle: 'Graphite',
    },
  ],
  itemsPrice: 34_000_000,
  shippingPrice: 50_000,
  discount: 1_000_000,
  totalPrice: 33_050_000,
  paidAt: '2026-11-27T10:00:00.000Z',
  createdAt: '2026-11-27T09:00:00.000Z',
} as OrderDoc;

describe('the purchase bodies', () => {
  it('GA4: value is the goods after the voucher, shipping apart, a configuration’s line by its SKU', () => {
    expect(ga4PurchaseBody('o1', order, '123.456').events[0].params).toEqual({
      transaction_id: 'o1',
      value: 33_000_000,
      currency: 'VND',
      shipping: 50_000,
      items: [
        { item_id: 'p1', item_name: 'ThinkPad X1', price: 30_000_000, quantity: 1 },
        {
          item_id: 'MX3S-GRAPHITE',
          item_name: 'MX Master 3S',
          price: 2_000_000,
          quantity: 2,
          item_variant: 'Graphite',
        },
      ],
    });
  });

  it('Meta: event_time in seconds of the payment, event_id the order, the browser’s user agent as given, no user_data field it was not given', () => {
    const userAgent = 'Mozilla/5.0 (Linux; Android 14; SM-A556E) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
    const buyer = { email: null, phone: null, userAgent };
    const [event] = metaPurchaseBody('o1', order, buyer, 'https://shop.example/order/o1').data;
    expect(event.event_time).toBe(Date.parse('2026-11-27T10:00:00.000Z') / 1000);
    expect(event.event_id).toBe('o1');
    expect(event.action_source).toBe('website');
    expect(event.event_source_url).toBe('https://shop.example/order/o1');
    expect(event.user_data).toEqual({ client_user_agent: userAgent });
    expect(event.custom_data).toEqual({
      value: 33_000_000,
      currency: 'VND',
      content_ids: ['p1', 'MX3S-GRAPHITE'],
      contents: [
        { id: 'p1', quantity: 1, item_price: 30_000_000 },
        { id: 'MX3S-GRAPHITE', quantity: 2, item_price: 2_000_000 },
      ],
      content_type: 'product',
    });
  });
});

describe('demo analytics settings', () => {
  it('names every param on the local collector or a public demo secret, and none of production’s', () => {
    expect(demoAnalyticsSettings(DEMO_ANALYTICS_SETTINGS)).toEqual([
      'GA4_MP_URL',
      'META_GRAPH_URL',
      'GA4_API_SECRET',
      'META_CAPI_ACCESS_TOKEN',
    ]);
    expect(
      demoAnalyticsSettings({
        ga4MpUrl: 'https://www.google-analytics.com/mp/collect',
        metaGraphUrl: 'https://graph.facebook.com/v21.0',
        ga4ApiSecret: 'real-secret',
        metaAccessToken: 'real-token',
      }),
    ).toEqual([]);
  });
});
