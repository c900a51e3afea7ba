/**
 * What a cancelled waybill leaves on its order, whoever cancelled it (the admin's Hủy vận đơn, or
 * the carrier on its side): no current waybill, so the admin can make a new one, and the cancelled
 * one kept in `cancelledShipments`, which also numbers the next waybill's client order code (a
 * carrier refuses a code twice).
 */
import type { OrderDoc } from '../../shared/entities/order.js';
import type { OrderShipment, ShipmentEvent } from '../../shared/order-status.js';

export function cancelledWaybillFields(
  order: OrderDoc,
  waybill: OrderShipment,
  event: ShipmentEvent,
): { shipment: null; cancelledShipments: OrderShipment[] } {
  const kept: OrderShipment = { ...waybill, status: 'cancelled', events: [...(waybill.events ?? []), event] };
  return { shipment: null, cancelledShipments: [...(order.cancelledShipments ?? []), kept] };
}
