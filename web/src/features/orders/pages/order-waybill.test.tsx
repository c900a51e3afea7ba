/** The carrier's waybill on the admin's order page (docs/shipping-carriers.md): made, shown, labelled, cancelled, shipped. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@shared/entities/order';
import type { OrderShipment, StatusChange } from '@shared/order-status';
import { DEFAULT_SHOP_SETTINGS, type PublicShopSettings } from '@shared/shop-settings';
import { fakeApi } from '@/testing/fake-api';
import { liveOrders } from '@/testing/fake-live-orders';
import { orderFixture } from '@/testing/order-fixture';
import { ADMIN, CUSTOMER, renderPage } from '@/testing/render-page';
import OrderPage from './order-page';

const GHN_ON: PublicShopSettings = { ...DEFAULT_SHOP_SETTINGS, carriers: ['ghn'] };
const renderOrder = (shopSettings = GHN_ON) =>
  renderPage(<OrderPage />, { path: '/order/:id', url: '/order/o1', user: ADMIN, shopSettings });

const placed: StatusChange = {
  status: 'awaitingPayment',
  at: '2025-03-04T02:00:00.000Z',
  by: { role: 'customer' },
  note: null,
};
const packed: StatusChange = { status: 'packing', at: '2025-03-04T04:00:00.000Z', by: { role: 'admin' }, note: null };
const packing = (overrides: Partial<Order> = {}) =>
  orderFixture({ paymentMethod: 'COD', status: 'packing', statusHistory: [placed, packed], ...overrides });
const WAYBILL: OrderShipment = {
  carrier: 'ghn',
  trackingNumber: 'GA7K2Q9X',
  fee: 32_000,
  codAmount: 2_450_000,
  insuranceValue: 2_440_000,
  labelUrl: '/api/orders/o1/shipment/label',
  trackingUrl: 'https://donhang.ghn.vn/?order_code=GA7K2Q9X',
  expectedDeliveryAt: '2025-03-06T10:00:00.000Z',
  status: 'created',
  events: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('the waybill on a Packing order', () => {
  it("'Create waybill' asks the server, then shows the waybill with its tracking link, fee, cash and date", async () => {
    liveOrders.set(packing());
    const api = fakeApi({ createShipment: packing({ shipment: WAYBILL }) });
    renderOrder();

    await userEvent.click(await screen.findByRole('button', { name: 'Create waybill' }));

    const waybill = await screen.findByRole('region', { name: 'Waybill' });
    expect(within(waybill).getByRole('link', { name: 'GA7K2Q9X' })).toHaveAttribute('href', WAYBILL.trackingUrl);
    expect(waybill).toHaveTextContent('Waybill GHN');
    expect(waybill).toHaveTextContent('Carrier fee: 32.000,00 VND · Cash to collect: 2.450.000,00 VND');
    expect(waybill).toHaveTextContent('Expected delivery: 2025-03-06');
    expect(api.calls('createShipment')).toEqual([expect.objectContaining({ params: { id: 'o1' } })]);
    expect(screen.queryByRole('button', { name: 'Create waybill' })).not.toBeInTheDocument();
  });

  it('offers no waybill when no carrier is on (the default)', async () => {
    liveOrders.set(packing());
    renderOrder(DEFAULT_SHOP_SETTINGS);
    expect(await screen.findByRole('button', { name: 'Ship order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create waybill' })).not.toBeInTheDocument();
  });

  it("'Print label' opens the carrier's label page in a new tab", async () => {
    liveOrders.set(packing({ shipment: WAYBILL }));
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const api = fakeApi({ shipmentLabel: { url: 'https://online-gateway.ghn.vn/a5/public-api/printA5?token=t1' } });
    renderOrder();

    await userEvent.click(await screen.findByRole('button', { name: 'Print label' }));

    await waitFor(() => expect(tab.location.href).toBe('https://online-gateway.ghn.vn/a5/public-api/printA5?token=t1'));
    expect(api.calls('shipmentLabel')).toHaveLength(1);
  });

  it("'Print label' opens GHTK's PDF label in the new tab as a file", async () => {
    liveOrders.set(packing({ shipment: { ...WAYBILL, carrier: 'ghtk' } }));
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    // jsdom has no object URLs: the blob handed over is what the tab would show.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:label');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    fakeApi({ shipmentLabel: { url: `data:application/pdf;base64,${btoa('%PDF-1.4 label')}` } });
    renderOrder();

    await userEvent.click(await screen.findByRole('button', { name: 'Print label' }));

    await waitFor(() => expect(tab.location.href).toBe('blob:label'));
    const pdf = createObjectURL.mock.calls[0]?.[0];
    expect(pdf?.type).toBe('application/pdf');
    expect(pdf?.size).toBe('%PDF-1.4 label'.length);
    Reflect.deleteProperty(URL, 'createObjectURL');
  });

  it("'Cancel waybill' confirms, then the order can get a new one", async () => {
    liveOrders.set(packing({ shipment: WAYBILL }));
    const api = fakeApi({
      cancelShipment: packing({ shipment: null, cancelledShipments: [{ ...WAYBILL, status: 'cancelled' }] }),
    });
    renderOrder();

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel waybill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel waybill' });
    expect(dialog).toHaveTextContent('Cancel waybill GA7K2Q9X');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel waybill' }));

    expect(await screen.findByRole('button', { name: 'Create waybill' })).toBeInTheDocument();
    expect(api.calls('cancelShipment')).toHaveLength(1);
  });

  it("'Ship order' starts with the waybill's carrier and tracking number", async () => {
    liveOrders.set(packing({ shipment: WAYBILL }));
    fakeApi({});
    renderOrder();

    await userEvent.click(await screen.findByRole('button', { name: 'Ship order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order' });
    expect(within(dialog).getByLabelText(/Carrier/)).toHaveValue('ghn');
    expect(within(dialog).getByLabelText(/Tracking number/)).toHaveValue('GA7K2Q9X');
  });
});

describe("the parcel's journey on the customer's order page", () => {
  it('shows the tracking number as a link to the carrier and each step the carrier reported, in Vietnam time', async () => {
    const shipped: StatusChange = {
      status: 'shipped',
      at: '2025-03-05T01:00:00.000Z',
      by: { role: 'carrier' },
      note: null,
    };
    liveOrders.set(
      packing({
        status: 'shipped',
        statusHistory: [placed, packed, shipped],
        shipment: {
          ...WAYBILL,
          events: [
            { status: 'picked', carrierStatus: 'picked', at: '2025-03-05T01:00:00.000Z' },
            { status: 'inTransit', carrierStatus: 'storing', at: '2025-03-05T03:00:00.000Z' },
            { status: 'inTransit', carrierStatus: 'transporting', at: '2025-03-05T09:00:00.000Z' },
            { status: 'delivering', carrierStatus: 'delivering', at: '2025-03-06T02:30:00.000Z' },
          ],
        },
      }),
    );
    renderPage(<OrderPage />, { path: '/order/:id', url: '/order/o1', user: CUSTOMER, shopSettings: GHN_ON });

    // In the shipping card and on the timeline's shipped entry.
    const links = await screen.findAllByRole('link', { name: 'GA7K2Q9X' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([WAYBILL.trackingUrl, WAYBILL.trackingUrl]);
    const journey = screen.getByRole('list', { name: 'Parcel journey' });
    expect(
      within(journey)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Picked up by the carrier · 2025-03-05 08:00',
      'In transit · 2025-03-05 10:00',
      'Out for delivery · 2025-03-06 09:30',
    ]);
    // The timeline names the carrier that reported the pickup.
    expect(within(screen.getByRole('list', { name: 'Order timeline' })).getByText(/GHN/)).toBeInTheDocument();
  });
});
