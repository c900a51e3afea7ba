/**
 * The carriers the shop can call, built once per settings: each keeps its master data per instance
 * (ghn/ghn-places.ts), so a new client per request would read it again every time. GHTK joins this
 * table when its client is built; until then a shop that turns it on gets the flat-fee fallback.
 */
import type { Carrier, CarrierName } from './carrier.js';
import type { CarrierSettings } from './carrier-settings.js';
import { ghnCarrier } from './ghn/ghn-carrier.js';

export type CarrierClients = Partial<Record<CarrierName, Carrier>>;

let built: { key: string; clients: CarrierClients } | undefined;

export function carrierClients(settings: CarrierSettings): CarrierClients {
  const key = JSON.stringify(settings);
  if (built?.key !== key) built = { key, clients: { ghn: ghnCarrier(settings.ghn, settings.timeoutMs) } };
  return built.clients;
}
