/**
 * GHTK's status codes (`status_id`, docs.giaohangtietkiem.vn "Webhook" → order status table) in
 * the shop's stages. Codes before pickup (1, 2 received; 7 not picked; 8 pickup delayed; 12
 * picking; 123, 127, 128: the courier's own reports on a pickup, confirmed or not by a later 3) move
 * nothing. 6 and 11 are GHTK settling the money (đã đối soát): 6 records the COD paid over, 11
 * belongs to a returned parcel.
 */
import type { ShipmentStage } from '../../shared/order-status.js';

export const GHTK_STAGES: Record<string, ShipmentStage> = {
  '-1': 'cancelled',
  '3': 'picked',
  '4': 'delivering',
  // The courier says it delivered; GHTK confirms with 5 once it checks.
  '45': 'delivering',
  '5': 'delivered',
  '9': 'deliveryFailed',
  '10': 'deliveryFailed',
  '49': 'deliveryFailed',
  '13': 'returning',
  '20': 'returning',
  '21': 'returned',
  '11': 'returned',
};

/** Đã đối soát: GHTK has paid the collected cash over to the shop. */
export const GHTK_COD_TRANSFERRED = '6';
