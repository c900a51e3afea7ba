import { describe, expect, it } from 'vitest';
import { z } from './zod.js';
import { PAYMENT_METHODS } from './constants.js';
import {
  guestSchema,
  invoiceRequestSchema,
  orderShippingAddressSchema,
  phoneSchema,
  placeOrderRequestSchema,
  requireFullAddressForOfflinePayment,
  vietnameseAddressSchema,
} from './address-schemas.js';
import { requiredForPaymentMessage } from './messages.js';
import { ADDRESS_MSG } from './screen-messages.js';
import { PHONE_INVALID_MESSAGE } from './phone.js';
import { firstIssueMessage } from './schemas.js';

const SPEC_ADDRESS = {
  fullname: 'Nguyễn Văn A',
  address: '1 Lê Lợi',
  city: 'Thành phố Hồ Chí Minh',
  postalCode: '700000',
  country: 'Việt Nam',
};
const FULL_ADDRESS = {
  ...SPEC_ADDRESS,
  phone: '0912 345 678',
  province: 'Thành phố Hồ Chí Minh',
  ward: 'Phường Bến Thành',
};

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : firstIssueMessage(result.error);
};

describe('phoneSchema', () => {
  it.each([
    ['0912 345 678', '+84912345678'],
    ['+84 912345678', '+84912345678'],
    ['0912.345.678', '+84912345678'],
    ['028 3822 1234', '+842838221234'],
    ['0243 826 1234', '+842438261234'],
  ])('accepts %s and stores it as E.164 %s', (typed, stored) => {
    expect(phoneSchema.parse(typed)).toBe(stored);
  });

  it('says an empty phone is required', () => {
    expect(messageOf(phoneSchema, ' ')).toBe('phone is required');
  });

  it.each(['0123456789', '0912 34', '091234567890', '+1 202 555 0143', 'call me'])(
    'refuses %j with a clear message',
    (typed) => {
      expect(messageOf(phoneSchema, typed)).toBe(PHONE_INVALID_MESSAGE);
    },
  );
});

describe('orderShippingAddressSchema', () => {
  it("still accepts the specification's five fields alone", () => {
    expect(orderShippingAddressSchema.parse(SPEC_ADDRESS)).toEqual(SPEC_ADDRESS);
  });

  it('stores the phone in E.164 with the official province and ward', () => {
    expect(orderShippingAddressSchema.parse({ ...FULL_ADDRESS, provinceCode: '79', wardCode: '26743' })).toEqual({
      ...FULL_ADDRESS,
      phone: '+84912345678',
      provinceCode: '79',
      wardCode: '26743',
    });
  });

  it('refuses a ward that is not in the province', () => {
    expect(messageOf(orderShippingAddressSchema, { ...FULL_ADDRESS, province: 'Thành phố Hà Nội' })).toBe(
      ADDRESS_MSG.wardNotInProvince,
    );
  });

  it('refuses a province that is not on the map (a pre-2025 one included)', () => {
    expect(messageOf(orderShippingAddressSchema, { ...FULL_ADDRESS, province: 'Tỉnh Bình Dương' })).toBe(
      ADDRESS_MSG.unknownProvince,
    );
  });

  it('refuses a province without a ward and codes that are not the names’', () => {
    expect(messageOf(orderShippingAddressSchema, { ...SPEC_ADDRESS, province: 'Thành phố Hồ Chí Minh' })).toBe(
      ADDRESS_MSG.provinceAndWardTogether,
    );
    expect(messageOf(orderShippingAddressSchema, { ...FULL_ADDRESS, wardCode: '00004' })).toBe(
      `wardCode: ${ADDRESS_MSG.codeMismatch}`,
    );
  });

  it('refuses an invalid phone', () => {
    expect(messageOf(orderShippingAddressSchema, { ...FULL_ADDRESS, phone: '12345' })).toBe(PHONE_INVALID_MESSAGE);
  });
});

describe('vietnameseAddressSchema (the shop form and the address book)', () => {
  it('requires the phone, the province and the ward', () => {
    expect(messageOf(vietnameseAddressSchema, SPEC_ADDRESS)).toBe('phone is required');
    expect(messageOf(vietnameseAddressSchema, { ...FULL_ADDRESS, ward: '' })).toBe('ward is required');
    expect(vietnameseAddressSchema.parse(FULL_ADDRESS).phone).toBe('+84912345678');
  });
});

describe('requireFullAddressForOfflinePayment', () => {
  // Placing accepts only the gateways until cash on delivery and bank transfer open, so the rule is
  // checked on a body that already allows every method.
  const anyMethodOrder = z
    .object({ paymentMethod: z.enum(PAYMENT_METHODS), shippingAddress: orderShippingAddressSchema })
    .superRefine(requireFullAddressForOfflinePayment);

  it.each(['COD', 'BANK_TRANSFER'] as const)('%s orders require the phone, the province and the ward', (method) => {
    expect(messageOf(anyMethodOrder, { paymentMethod: method, shippingAddress: SPEC_ADDRESS })).toBe(
      requiredForPaymentMessage('phone', method),
    );
    const missingWard = { paymentMethod: method, shippingAddress: { ...FULL_ADDRESS, ward: undefined } };
    expect(messageOf(anyMethodOrder, missingWard)).toBe(ADDRESS_MSG.provinceAndWardTogether);
    expect(anyMethodOrder.safeParse({ paymentMethod: method, shippingAddress: FULL_ADDRESS }).success).toBe(true);
  });

  it.each(['VNPAY', 'MOMO'] as const)("%s orders still accept the specification's five fields", (method) => {
    expect(anyMethodOrder.safeParse({ paymentMethod: method, shippingAddress: SPEC_ADDRESS }).success).toBe(true);
  });

  it('is part of the place-order body', () => {
    const body = { orderItems: [{ _id: 'p1', quantity: 1 }], shippingAddress: SPEC_ADDRESS, paymentMethod: 'VNPAY' };
    expect(placeOrderRequestSchema.parse(body).shippingAddress).toEqual(SPEC_ADDRESS);
    expect(messageOf(placeOrderRequestSchema, { ...body, shippingAddress: { ...FULL_ADDRESS, phone: 'x' } })).toBe(
      PHONE_INVALID_MESSAGE,
    );
  });
});

describe('guestSchema', () => {
  // A guest order's 400 names the guest's field, not the shipping address's phone of the same name.
  it.each([
    [
      'a bad phone',
      { name: 'An', phone: '12345' },
      'guest.phone must be a Vietnamese mobile or landline number, e.g. 0912 345 678 or +84 912 345 678',
    ],
    ['no phone', { name: 'An' }, 'guest.phone is required'],
    ['an empty phone', { name: 'An', phone: ' ' }, 'guest.phone is required'],
    ['no name', { phone: '0912345678' }, 'guest.name is required'],
    ['a long name', { name: 'A'.repeat(101), phone: '0912345678' }, 'guest.name must be at most 100 characters'],
    ['a bad email', { name: 'An', phone: '0912345678', email: 'x' }, 'guest.email must be a valid email address'],
  ])('names the field for %s', (_what, guest, message) => {
    expect(messageOf(z.object({ guest: guestSchema }), { guest })).toBe(message);
  });
});

describe('invoiceRequestSchema', () => {
  const invoice = { companyName: 'Công ty TNHH ABC', companyAddress: '1 Lê Lợi', email: 'KeToan@abc.vn' };

  it.each(['0312345678', '0312345678-001'])('accepts the tax code %s', (taxCode) => {
    expect(invoiceRequestSchema.parse({ ...invoice, taxCode })).toEqual({
      ...invoice,
      taxCode,
      email: 'ketoan@abc.vn',
    });
  });

  it.each(['031234567', '03123456789', '0312345678-01', '0312345678001', 'MST0312345678'])(
    'refuses the tax code %s',
    (taxCode) => {
      expect(messageOf(invoiceRequestSchema, { ...invoice, taxCode })).toBe(ADDRESS_MSG.taxCodeInvalid);
    },
  );

  it('requires the company name, its address and a valid email', () => {
    expect(messageOf(invoiceRequestSchema, { ...invoice, taxCode: '0312345678', companyName: ' ' })).toBe(
      'invoice.companyName is required',
    );
    expect(messageOf(invoiceRequestSchema, { ...invoice, taxCode: '0312345678', email: 'abc' })).toBe(
      'invoice.email must be a valid email address',
    );
  });
});
