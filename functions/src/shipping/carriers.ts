/**
 * The carriers the shop can call, built once per settings: each keeps its master data per instance
 * (ghn/ghn-places.ts), so a new client per request would read it again every time.
 */
import type { Carrier, CarrierName } from './carrier.js';
import type { CarrierSettings } from './carrier-settings.js';
import { ghnCarrier } from './ghn/ghn-carrier.js';
import { ghtkCarrier } from './ghtk/ghtk-carrier.js';

export type CarrierClients = Partial<Record<CarrierName, Carrier>>;

let built: { key: string; clients: CarrierClients } | undefined;

export function carrierClients(settings: CarrierSettings): CarrierClients {
  const key = JSON.stringify(settings);
  if (built?.key !== key) {
    const clients = {
      ghn: ghnCarrier(settings.ghn, settings.timeoutMs),
      ghtk: ghtkCarrier(settings.ghtk, settings.timeoutMs),
    };
    built = { key, clients };
  }
  return built.clients;
}
