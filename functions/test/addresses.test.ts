import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressesCol, auditLogCol, ordersCol, productsCol } from '../src/data/collections.js';
import { MAX_ADDRESSES } from '../src/shared/constants.js';
import type { Order } from '../src/shared/entities/order.js';
import type { SavedAddress } from '../src/shared/entities/account.js';
import { API_MSG } from '../src/shared/messages.js';
import { ADDRESS_MSG } from '../src/shared/screen-messages.js';
import { PHONE_INVALID_MESSAGE } from '../src/shared/phone.js';
import { invoiceRequest, placeOrderBody, shippingAddress, vietnameseAddress } from '@test-factories';
import { callEndpoint } from './support/call-endpoint.js';
import { createAdmin, createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { addProduct } from './support/products.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

const app = testApp();
let admin: TestAccount;
let customer: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  [admin, customer, other] = await Promise.all([
    createAdmin(),
    createCustomer({ name: 'Buyer' }),
    createCustomer({ name: 'Other' }),
  ]);
});
beforeEach(async () => {
  await Promise.all([
    db.recursiveDelete(productsCol(db)),
    db.recursiveDelete(ordersCol(db)),
    db.recursiveDelete(addressesCol(db, customer.uid)),
    db.recursiveDelete(addressesCol(db, other.uid)),
  ]);
});
afterAll(deleteTestUsers);

// `body` is untyped on purpose: several cases send shapes the contract refuses.
const place = (body: object) => callEndpoint(app, 'placeOrder', { as: customer }).send(body);

async function orderBody(overrides: object = {}) {
  const product = await addProduct({ price: 100, countInStock: 5 });
  return placeOrderBody([{ _id: product.id, quantity: 1 }], overrides);
}

describe('placing an order with a Vietnamese address', () => {
  it('stores the phone in E.164 and the official province and ward on the order', async () => {
    const body = await orderBody({ shippingAddress: vietnameseAddress({ phone: '0912 345 678' }) });
    const res = await place(body).expect(201);
    const stored = (
      await ordersCol(db)
        .doc((res.body as Order)._id)
        .get()
    ).data();
    expect(stored?.shippingAddress).toEqual(vietnameseAddress({ phone: '+84912345678' }));
  });

  it("still accepts a VNPAY order with only the specification's five fields", async () => {
    const res = await place(await orderBody({ shippingAddress: shippingAddress() })).expect(201);
    expect((res.body as Order).shippingAddress).toEqual(shippingAddress());
  });

  it('refuses a ward that is not in the province with 400, and places nothing', async () => {
    const body = await orderBody({ shippingAddress: vietnameseAddress({ province: 'Thành phố Hà Nội' }) });
    const res = await place(body).expect(400);
    expect(res.body).toEqual({ message: ADDRESS_MSG.wardNotInProvince, code: 'VALIDATION_FAILED' });
    expect((await ordersCol(db).get()).size).toBe(0);
  });

  it('refuses an invalid phone with 400 and a message', async () => {
    const res = await place(await orderBody({ shippingAddress: vietnameseAddress({ phone: '0123 456 789' }) }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: PHONE_INVALID_MESSAGE, code: 'VALIDATION_FAILED' });
  });

  it('keeps the VAT invoice request on the order, not yet issued', async () => {
    const res = await place(await orderBody({ shippingAddress: vietnameseAddress(), invoice: invoiceRequest() }));
    expect(res.status).toBe(201);
    expect((res.body as Order).invoice).toEqual({ ...invoiceRequest(), issued: null });
  });

  it('refuses an invalid tax code with 400', async () => {
    const res = await place(await orderBody({ invoice: invoiceRequest({ taxCode: '031234567' }) }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: ADDRESS_MSG.taxCodeInvalid, code: 'VALIDATION_FAILED' });
  });
});

describe('PUT /api/orders/:id/invoice', () => {
  async function placedOrder(withInvoice: boolean): Promise<Order> {
    const res = await place(await orderBody(withInvoice ? { invoice: invoiceRequest() } : {})).expect(201);
    return res.body as Order;
  }
  const issue = (id: string, number: string, as = admin) =>
    callEndpoint(app, 'issueInvoice', { params: { id }, body: { number }, as });

  it('records the invoice number once, with an audit entry', async () => {
    const order = await placedOrder(true);
    const res = await issue(order._id, 'AA/25E-0001234').expect(200);
    expect((res.body as Order).invoice?.issued).toMatchObject({ number: 'AA/25E-0001234', by: { uid: admin.uid } });
    const stored = (await ordersCol(db).doc(order._id).get()).data();
    expect(stored?.invoice?.issued?.number).toBe('AA/25E-0001234');
    const audit = await auditLogCol(db).where('target.id', '==', order._id).get();
    expect(audit.docs.map((doc) => doc.data().action)).toEqual(['order.invoice']);

    const again = await issue(order._id, 'AA/25E-0009999').expect(409);
    expect(again.body).toEqual({ message: ADDRESS_MSG.invoiceAlreadyIssued, code: 'CONFLICT' });
    expect((await ordersCol(db).doc(order._id).get()).data()?.invoice?.issued?.number).toBe('AA/25E-0001234');
  });

  it('answers 409 for an order that asked for no invoice, 404 for a missing one, 403 for a customer', async () => {
    const order = await placedOrder(false);
    expect((await issue(order._id, 'X1').expect(409)).body).toEqual({
      message: ADDRESS_MSG.noInvoiceRequested,
      code: 'CONFLICT',
    });
    expect((await issue('missing-order', 'X1').expect(404)).body).toEqual({
      message: API_MSG.orderNotFound,
      code: 'NOT_FOUND',
    });
    await issue(order._id, 'X1', customer).expect(403);
    expect((await ordersCol(db).doc(order._id).get()).data()?.invoice).toBeUndefined();
  });

  it('refuses an empty number with 400', async () => {
    const order = await placedOrder(true);
    expect((await issue(order._id, '  ').expect(400)).body).toEqual({
      message: 'number is required',
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('the address book', () => {
  const create = (as: TestAccount, address = vietnameseAddress(), isDefault = false) =>
    callEndpoint(app, 'createAddress', { as, body: { address, isDefault } });
  const list = async (as: TestAccount) =>
    (await callEndpoint(app, 'listAddresses', { as }).expect(200)).body as SavedAddress[];

  it('saves, lists, edits, makes default and deletes the signed-in customer’s addresses', async () => {
    const first = (await create(customer).expect(201)).body as SavedAddress;
    expect(first).toMatchObject({ isDefault: true, address: vietnameseAddress() });
    const office = vietnameseAddress({
      address: '5 Tràng Tiền',
      province: 'Thành phố Hà Nội',
      ward: 'Phường Hoàn Kiếm',
    });
    const second = (await create(customer, { ...office, phone: '024 3826 1234' }).expect(201)).body as SavedAddress;
    expect(second).toMatchObject({ isDefault: false, address: { phone: '+842438261234' } });

    const edited = await callEndpoint(app, 'updateAddress', {
      as: customer,
      params: { id: second._id },
      body: { address: { ...office, fullname: 'Trần Thị B' }, isDefault: false },
    }).expect(200);
    expect((edited.body as SavedAddress).address.fullname).toBe('Trần Thị B');

    await callEndpoint(app, 'makeDefaultAddress', { as: customer, params: { id: second._id } }).expect(200);
    expect((await list(customer)).map((entry) => [entry._id, entry.isDefault])).toEqual([
      [first._id, false],
      [second._id, true],
    ]);

    await callEndpoint(app, 'deleteAddress', { as: customer, params: { id: second._id } }).expect(200);
    expect((await list(customer)).map((entry) => [entry._id, entry.isDefault])).toEqual([[first._id, true]]);
  });

  it('validates with the shared schemas: a ward outside its province is refused and nothing is saved', async () => {
    const res = await create(customer, vietnameseAddress({ ward: 'Phường Hoàn Kiếm' })).expect(400);
    expect(res.body).toEqual({ message: ADDRESS_MSG.wardNotInProvince, code: 'VALIDATION_FAILED' });
    expect(await list(customer)).toEqual([]);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses: the next is refused with 409, also when added at once`, async () => {
    const results = await Promise.all(Array.from({ length: MAX_ADDRESSES + 2 }, () => create(customer)));
    expect(results.filter((res) => res.status === 201)).toHaveLength(MAX_ADDRESSES);
    const refused = results.filter((res) => res.status === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.body).toEqual({ message: ADDRESS_MSG.tooManyAddresses, code: 'CONFLICT' });
    const book = await list(customer);
    expect(book).toHaveLength(MAX_ADDRESSES);
    expect(book.filter((entry) => entry.isDefault)).toHaveLength(1);
  });

  it('is the owner’s only: another customer lists none of it and cannot edit, default or delete it', async () => {
    const mine = (await create(customer).expect(201)).body as SavedAddress;
    expect(await list(other)).toEqual([]);
    const params = { id: mine._id };
    await callEndpoint(app, 'updateAddress', {
      as: other,
      params,
      body: { address: vietnameseAddress({ fullname: 'Thief' }), isDefault: true },
    }).expect(404);
    await callEndpoint(app, 'makeDefaultAddress', { as: other, params }).expect(404);
    await callEndpoint(app, 'deleteAddress', { as: other, params }).expect(404);
    await callEndpoint(app, 'listAddresses').expect(401);
    expect(await list(customer)).toEqual([mine]);
  });

  it("goes with its owner's account when an admin deletes it", async () => {
    const leaving = await createCustomer({ name: 'Leaving' });
    await create(leaving).expect(201);
    await callEndpoint(app, 'deleteUser', { as: admin, params: { id: leaving.uid } }).expect(200);
    expect((await addressesCol(db, leaving.uid).get()).size).toBe(0);
  });

  it('editing the book never changes an order placed with its address', async () => {
    const saved = (await create(customer).expect(201)).body as SavedAddress;
    const res = await place(await orderBody({ shippingAddress: saved.address })).expect(201);
    const orderId = (res.body as Order)._id;

    await callEndpoint(app, 'updateAddress', {
      as: customer,
      params: { id: saved._id },
      body: { address: vietnameseAddress({ address: '99 Hai Bà Trưng', phone: '0987 654 321' }), isDefault: true },
    }).expect(200);
    await callEndpoint(app, 'deleteAddress', { as: customer, params: { id: saved._id } }).expect(200);

    const order = (await callEndpoint(app, 'orderById', { as: customer, params: { id: orderId } }).expect(200))
      .body as Order;
    expect(order.shippingAddress).toEqual(saved.address);
  });
});
