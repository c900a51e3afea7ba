/** The carrier sandbox page's GHTK rows (a button for each next status code) and a GHTK waybill's tracking page. */
import type { GhtkWaybill } from './ghtk-desk.js';
import { GHTK_MOVES, GHTK_STATUS_TEXT, vietnamIso } from './ghtk-rules.js';
import { button, page } from './page-parts.js';
import { escapeHtml } from './reply.js';

const statusText = (status: string) => `${status} ${GHTK_STATUS_TEXT[status] ?? ''}`.trim();

export function ghtkRows(waybills: GhtkWaybill[]): string {
  return waybills
    .map((w) => {
      const action = `/page/waybills/${encodeURIComponent(w.label)}/status`;
      const moves = (GHTK_MOVES[w.status] ?? [])
        .map((status) => button(action, status === '6' ? 'Transfer COD (→ 6)' : `→ ${statusText(status)}`, { status }))
        .join('');
      return `<tr><td>GHTK</td><td><a href="/track/${encodeURIComponent(w.label)}">${escapeHtml(w.label)}</a></td><td>${escapeHtml(w.partnerId)}</td><td>${escapeHtml(statusText(w.status))}</td><td>${w.pickMoney.toLocaleString('vi-VN')} đ</td><td>${w.fee.toLocaleString('vi-VN')} đ</td><td>${moves}</td></tr>`;
    })
    .join('');
}

export function ghtkTrackingPage(waybill: GhtkWaybill): string {
  const log = waybill.log
    .map((entry) => `<li>${escapeHtml(vietnamIso(entry.at))}: ${escapeHtml(statusText(entry.status))}</li>`)
    .join('');
  return page(
    `Waybill ${waybill.label}`,
    `<h1>GHTK ${escapeHtml(waybill.label)}</h1><p>${escapeHtml(waybill.place)}</p><p>Expected: ${escapeHtml(waybill.estimatedDeliverTime)}</p><ol>${log}</ol>`,
  );
}
