/** The sandbox's HTML: plain server-rendered pages, no JavaScript, every value escaped. */
import { formatPrice } from '../../functions/src/shared/money.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string | number) => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1c2430}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 8px #0002}
.banner{background:#fff3cd;color:#664d03;padding:.5rem 1rem;text-align:center;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#5a6675}dd{margin:0;font-weight:600}
label{display:block;margin:.6rem 0 .2rem;color:#5a6675}input{width:100%;padding:.5rem;box-sizing:border-box}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}button{flex:1;padding:.75rem;border:0;border-radius:8px;font-size:1rem;cursor:pointer}
.vi{display:block;font-size:.85rem;opacity:.85}.pay{background:#005baa;color:#fff}.momo .pay{background:#a50064}.cancel{background:#e4e7eb}
.wallet{margin:1rem auto;width:10rem;height:10rem;border:6px solid #a50064;border-radius:12px;display:grid;place-items:center;font-weight:700}`;

export function page(title: string, body: string, className = ''): string {
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body class="${className}"><div class="banner" role="note">Gateway sandbox: no real money moves</div><main>${body}</main></body></html>`;
}

export const errorPage = (title: string, message: string) =>
  page(title, `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p>`);

const details = (rows: [string, string | number][]) =>
  `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;

/**
 * 'Pay' and 'Cancel' post the payment's token back to the sandbox. Their names are exactly 'Pay' and
 * 'Cancel' for the browser journeys; the Vietnamese is shown and read as a description, because an
 * aria-label that differs from the visible text fails axe (label-content-name-mismatch).
 */
const button = (kind: 'pay' | 'cancel', name: string, vietnamese: string, action: string) =>
  `<button class="${kind}" type="submit" formaction="${escapeHtml(action)}/${kind}" aria-describedby="${kind}-vi">${name}` +
  `<span id="${kind}-vi" class="vi" lang="vi" aria-hidden="true">${vietnamese}</span></button>`;

const actions = (action: string, token: string) => `<div class="actions">
${button('pay', 'Pay', 'Thanh toán', action)}
${button('cancel', 'Cancel', 'Hủy', action)}
</div><input type="hidden" name="token" value="${escapeHtml(token)}">`;

export interface PaymentView {
  token: string;
  merchant: string;
  reference: string;
  orderInfo: string;
  /** VND. */
  amount: number;
}

export const vnpayPage = (view: PaymentView) =>
  page(
    'VNPAY – Thanh toán',
    `<h1>VNPAY</h1>${details([
      ['Merchant', view.merchant],
      ['Order', view.orderInfo],
      ['Reference', view.reference],
      ['Amount', formatPrice(view.amount)],
    ])}
<form method="post">
<label for="bank">Ngân hàng / Bank</label><input id="bank" name="bank" value="NCB">
<label for="card">Số thẻ / Card number</label><input id="card" name="card" value="9704198526191432198">
<label for="holder">Chủ thẻ / Card holder</label><input id="holder" name="holder" value="NGUYEN VAN A">
<label for="issued">Ngày phát hành / Issue date</label><input id="issued" name="issued" value="07/15">
${actions('/paymentv2', view.token)}</form>`,
  );

export const momoPage = (view: PaymentView) =>
  page(
    'MoMo – Thanh toán',
    `<h1>MoMo</h1>${details([
      ['Merchant', view.merchant],
      ['Order', view.orderInfo],
      ['Reference', view.reference],
      ['Amount', formatPrice(view.amount)],
    ])}<div class="wallet" role="img" aria-label="${escapeHtml(`QR: ${formatPrice(view.amount)}`)}">${escapeHtml(formatPrice(view.amount))}</div>
<form method="post">${actions('/v2/gateway', view.token)}</form>`,
    'momo',
  );
