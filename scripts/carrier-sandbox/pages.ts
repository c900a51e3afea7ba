/** The carrier sandbox's pages: the waybills with their moves, the outage switches, a tracking page. */
import type { GhnWaybill } from './ghn-desk.js';
import type { GhtkWaybill } from './ghtk-desk.js';
import { ghtkRows } from './ghtk-pages.js';
import { button, page } from './page-parts.js';
import { GHN_MOVES } from './ghn-rules.js';
import { escapeHtml } from './reply.js';

export function homePage(
  waybills: GhnWaybill[],
  outages: Record<string, boolean>,
  lastWebhook: string,
  ghtkWaybills: GhtkWaybill[] = [],
): string {
  const rows =
    waybills
      .map((w) => {
        const moves = (GHN_MOVES[w.status] ?? [])
          .map((status) => button(`/page/waybills/${w.orderCode}/status`, `→ ${status}`, { status }))
          .join('');
        const cod =
          w.status === 'delivered' && !w.codTransferDate
            ? button(`/page/waybills/${w.orderCode}/cod-transfer`, 'Transfer COD')
            : '';
        return `<tr><td>GHN</td><td><a href="/track/${escapeHtml(w.orderCode)}">${escapeHtml(w.orderCode)}</a></td><td>${escapeHtml(w.clientOrderCode)}</td><td>${escapeHtml(w.status)}</td><td>${w.codAmount.toLocaleString('vi-VN')} đ</td><td>${w.totalFee.toLocaleString('vi-VN')} đ</td><td>${moves}${cod}</td></tr>`;
      })
      .join('') + ghtkRows(ghtkWaybills);
  const switches = Object.entries(outages)
    .map(([carrier, on]) =>
      button('/page/outage', `${carrier.toUpperCase()}: ${on ? 'end the outage' : 'start an outage'}`, {
        carrier,
        on: on ? 'false' : 'true',
      }),
    )
    .join(' ');
  return page(
    'Carrier sandbox',
    `<h1>Carrier sandbox</h1><p>GHN at /ghn/shiip/public-api, GHTK at /ghtk. No parcel moves. Each move sends the carrier's webhook to the shop.</p><p>${switches}</p>${lastWebhook ? `<p>Last webhook: <code>${escapeHtml(lastWebhook)}</code></p>` : ''}${
      rows
        ? `<table><thead><tr><th>Carrier</th><th>Waybill</th><th>Order</th><th>Status</th><th>COD</th><th>Fee</th><th>Move</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>No waybills yet.</p>'
    }`,
  );
}

export function trackingPage(waybill: GhnWaybill | undefined): string {
  if (!waybill) return page('Tracking', '<h1>Tracking</h1><p>No such waybill.</p>');
  const log = waybill.log
    .map((entry) => `<li>${escapeHtml(entry.updated_date)}: ${escapeHtml(entry.status)}</li>`)
    .join('');
  return page(
    `Waybill ${waybill.orderCode}`,
    `<h1>GHN ${escapeHtml(waybill.orderCode)}</h1><p>${escapeHtml(waybill.toPlace)}</p><p>Expected: ${escapeHtml(waybill.expectedDeliveryTime)}</p><ol>${log}</ol>`,
  );
}
