/**
 * The sandbox GHN's prices, times and status moves. Fees grow with weight and outside the pickup
 * province; the caps are GHN's documented create limits (COD 50,000,000 đ, insurance 5,000,000 đ,
 * weight 50,000 g).
 */

export const GHN_LIMITS = { codAmount: 50_000_000, insuranceValue: 5_000_000, weight: 50_000 };

export function ghnFee(weightGrams: number, sameProvince: boolean, insuranceValue: number) {
  const extraSteps = Math.ceil(Math.max(0, weightGrams - 1000) / 500);
  const serviceFee = sameProvince ? 22_000 + extraSteps * 2_500 : 35_000 + extraSteps * 5_000;
  // 0.5% of the declared value above 1,000,000 đ, as GHN's price list charges insurance.
  const insuranceFee = insuranceValue > 1_000_000 ? Math.round(insuranceValue * 0.005) : 0;
  return { total: serviceFee + insuranceFee, service_fee: serviceFee, insurance_fee: insuranceFee };
}

const DAY_SECONDS = 24 * 60 * 60;
const VIETNAM_OFFSET_SECONDS = 7 * 60 * 60;

/** The end of the Vietnamese day `days` after now, in Unix seconds: 1 day in the province, 3 outside. */
export function ghnLeadtime(sameProvince: boolean, nowMs: number): number {
  const days = sameProvince ? 1 : 3;
  const vietnamDayStart =
    Math.floor((nowMs / 1000 + VIETNAM_OFFSET_SECONDS) / DAY_SECONDS) * DAY_SECONDS - VIETNAM_OFFSET_SECONDS;
  return vietnamDayStart + (days + 1) * DAY_SECONDS - 1;
}

/** From each GHN status, the statuses the sandbox page's buttons move a waybill to. */
export const GHN_MOVES: Record<string, string[]> = {
  ready_to_pick: ['picking', 'cancel'],
  picking: ['picked', 'cancel'],
  picked: ['storing'],
  storing: ['transporting'],
  transporting: ['sorting'],
  sorting: ['delivering'],
  delivering: ['delivered', 'delivery_fail'],
  delivery_fail: ['delivering', 'waiting_to_return'],
  waiting_to_return: ['return'],
  return: ['returning'],
  returning: ['returned'],
  delivered: [],
  returned: [],
  cancel: [],
};

/** GHN cancels a waybill only before it is picked up. */
export const GHN_CANCELLABLE = new Set(['ready_to_pick', 'picking']);
