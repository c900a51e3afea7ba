/**
 * The bodies and queries GHTK's documented calls take (docs.giaohangtietkiem.vn "Calculate shipping
 * fee", "Submit order"; docs/decisions/0115-ghtk-carrier.md). Addresses go by name: the order's 2025
 * province and ward exactly as it keeps them, and no district, since the 2025 map has none and the
 * shop never invents one.
 */
import { formatVietnamesePhone } from '../../shared/phone.js';
import type { CarrierAddress, CarrierPlace, Parcel, RequiredNote, WaybillRequest } from '../carrier.js';

/** Road transport and no special delivery: a laptop parcel's ordinary service. */
export const GHTK_TRANSPORT = 'road';
export const GHTK_SERVICE_NAME = 'Đường bộ';

/** GHTK takes a phone as Vietnamese people dial it, digits only; orders keep E.164. */
export const ghtkPhone = (phone: string) => formatVietnamesePhone(phone).replace(/\D/g, '');

/** GHTK's fee query: pickup and destination by name, weight in grams, the declared value. */
export function ghtkFeeQuery(from: CarrierPlace, to: CarrierPlace, parcel: Parcel): Record<string, string> {
  return {
    pick_province: from.province,
    pick_ward: from.ward,
    province: to.province,
    ward: to.ward,
    address: 'Khác',
    weight: String(parcel.weightGrams),
    value: String(parcel.insuranceValue),
    transport: GHTK_TRANSPORT,
    deliver_option: 'none',
  };
}

/** What the receiver may do with the parcel, in GHTK's note (GHTK has no field for GHN's required_note). */
const NOTE_TEXT: Record<RequiredNote, string> = {
  CHOTHUHANG: 'Cho thử hàng',
  CHOXEMHANGKHONGTHU: 'Cho xem hàng, không cho thử',
  KHONGCHOXEMHANG: 'Không cho xem hàng',
};

const pickFields = (from: CarrierAddress) => ({
  pick_name: from.name,
  pick_address: from.address,
  pick_province: from.province,
  pick_ward: from.ward,
  pick_tel: ghtkPhone(from.phone),
});

/**
 * GHTK's submit-order body (ver=1.5): products with weight in kg, the order id as `order.id`, the
 * shop paying the fee (`is_freeship` 1), the cash to collect as `pick_money`, the items' value as
 * `value`, the level-4 address "Khác" (none given).
 */
export function ghtkOrderBody(request: WaybillRequest) {
  const { from, to, parcel } = request;
  const itemsWeightGrams = request.items.reduce((sum, item) => sum + item.weightGrams * item.quantity, 0);
  // The order's weight is the parcel's (items and packaging); spread over the items when they carry none.
  const perUnitKg =
    itemsWeightGrams > 0
      ? null
      : parcel.weightGrams /
        1000 /
        Math.max(
          1,
          request.items.reduce((n, i) => n + i.quantity, 0),
        );
  return {
    products: request.items.map((item) => ({
      name: item.name,
      weight: perUnitKg ?? item.weightGrams / 1000,
      quantity: item.quantity,
      price: item.price,
      product_code: item.code,
    })),
    order: {
      id: request.orderId,
      ...pickFields(from),
      tel: ghtkPhone(to.phone),
      name: to.name,
      address: to.address,
      province: to.province,
      ward: to.ward,
      hamlet: 'Khác',
      is_freeship: '1',
      pick_money: parcel.codAmount,
      value: parcel.insuranceValue,
      total_weight: parcel.weightGrams / 1000,
      transport: GHTK_TRANSPORT,
      note: NOTE_TEXT[request.requiredNote],
    },
  };
}
