/**
 * The sandbox's bank: what a banking app and SePay do for a VietQR transfer, so the bank-transfer
 * flow runs offline (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md). Its page reads a
 * VietQR payload as a banking app scanning it would (or an order code and amount typed in), shows
 * the pending transfer, and its 'Transfer' button sends the shop SePay's webhook notification with
 * the demo API key.
 */
import { QRPay } from 'vietnam-qr-pay';
import { DEMO_PAYMENT_SETTINGS } from '../../functions/src/payments/payment-settings.js';
import { formatPrice } from '../../functions/src/shared/money.js';
import { vnpayTimestamp } from '../../functions/src/shared/vietnam-time.js';
import type { Notifier, NotificationPlan } from './notifier.js';
import { escapeHtml, errorPage, page } from './pages.js';
import type { Reply } from './reply.js';

export interface PendingTransfer {
  bankBin: string;
  accountNumber: string;
  /** Whole VND. */
  amount: number;
  /** The transfer note: the shop's order code. */
  note: string;
}

/** A transfer read from a VietQR payload (null when it is not one, or its CRC is wrong). */
export function readVietQr(payload: string): PendingTransfer | null {
  const qr = new QRPay(payload.trim());
  if (!qr.isValid || !qr.consumer.bankBin || !qr.consumer.bankNumber) return null;
  return {
    bankBin: qr.consumer.bankBin,
    accountNumber: qr.consumer.bankNumber,
    amount: Number(qr.amount ?? 0),
    note: qr.additionalData.purpose ?? '',
  };
}

/** SePay's transactionDate: the bank's time in Vietnam, 'YYYY-MM-DD HH:mm:ss'. */
const sepayDate = (now: Date) =>
  vnpayTimestamp(now.toISOString()).replace(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3 $4:$5:$6');

const formPage = (message = '') =>
  page(
    'Sandbox bank – Chuyển khoản',
    `<h1>Sandbox bank</h1>${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="get" action="/bank">
<label for="qr">VietQR payload (as a banking app scans it)</label><input id="qr" name="qr">
<p>or</p>
<label for="code">Mã đơn hàng / Order code</label><input id="code" name="code">
<label for="amount">Số tiền / Amount (VND)</label><input id="amount" name="amount" inputmode="numeric">
<div class="actions"><button class="pay" type="submit">Show transfer</button></div>
</form>`,
  );

const transferPage = (transfer: PendingTransfer) =>
  page(
    'Sandbox bank – Chuyển khoản',
    `<h1>Pending transfer</h1><dl>
<dt>Bank BIN</dt><dd>${escapeHtml(transfer.bankBin || DEMO_BANK_BIN)}</dd>
<dt>Account</dt><dd>${escapeHtml(transfer.accountNumber)}</dd>
<dt>Amount</dt><dd>${escapeHtml(formatPrice(transfer.amount))}</dd>
<dt>Note</dt><dd>${escapeHtml(transfer.note)}</dd></dl>
<form method="post" action="/bank/transfer">
<input type="hidden" name="account" value="${escapeHtml(transfer.accountNumber)}">
<label for="amount">Số tiền / Amount (VND)</label><input id="amount" name="amount" value="${escapeHtml(transfer.amount)}" inputmode="numeric">
<label for="note">Nội dung / Note</label><input id="note" name="note" value="${escapeHtml(transfer.note)}">
<div class="actions"><button class="pay" type="submit" aria-describedby="transfer-vi">Transfer<span id="transfer-vi" class="vi" lang="vi" aria-hidden="true">Chuyển khoản</span></button></div>
</form>`,
  );

/** Shown when a code is typed in without a QR: the shop's default account. */
const DEMO_BANK_BIN = '970436';
const DEMO_ACCOUNT = '0011001234567';

const wholeVnd = (value: string | null) => (value && /^\d{1,12}$/.test(value.trim()) ? Number(value.trim()) : null);

export class BankGateway {
  /** SePay's ids are increasing numbers; these start where no real one would clash in a demo. */
  private nextId = Date.now();

  constructor(
    private readonly notifier: Notifier,
    private readonly webhookUrl: string,
  ) {}

  /** GET /bank: the form, or the pending transfer a payload (or a code and amount) describes. */
  show(params: URLSearchParams): Reply {
    const qr = params.get('qr');
    if (qr) {
      const transfer = readVietQr(qr);
      return transfer
        ? { status: 200, html: transferPage(transfer) }
        : { status: 400, html: formPage('That is not a VietQR payload (or its CRC is wrong).') };
    }
    const code = params.get('code')?.trim();
    const amount = wholeVnd(params.get('amount'));
    if (code && amount !== null) {
      return {
        status: 200,
        html: transferPage({ bankBin: DEMO_BANK_BIN, accountNumber: DEMO_ACCOUNT, amount, note: code }),
      };
    }
    return {
      status: 200,
      html: formPage(code || params.has('amount') ? 'Give an order code and a whole amount.' : ''),
    };
  }

  /** POST /bank/transfer: SePay's notification of an incoming transfer, to the shop's webhook. */
  async transfer(form: URLSearchParams, plan: NotificationPlan): Promise<Reply> {
    const amount = wholeVnd(form.get('amount'));
    const note = form.get('note')?.trim() ?? '';
    if (amount === null || !note) {
      return { status: 400, html: errorPage('Sandbox bank', 'An amount in whole VND and a note are needed.') };
    }
    this.nextId += 1;
    const id = this.nextId;
    const notification = {
      id,
      gateway: 'Sandbox Bank',
      transactionDate: sepayDate(new Date()),
      accountNumber: form.get('account') ?? DEMO_ACCOUNT,
      code: null,
      content: `${note} chuyen khoan qua sandbox`,
      transferType: 'in',
      transferAmount: amount,
      accumulated: amount,
      subAccount: null,
      referenceCode: `SANDBOX.${id}`,
    };
    const deliver = () =>
      this.notifier.deliver(plan, { provider: 'BANK', reference: String(id) }, () =>
        fetch(this.webhookUrl, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Apikey ${DEMO_PAYMENT_SETTINGS.bank.webhookApiKey}`,
          },
          body: JSON.stringify(notification),
        }),
      );
    await this.notifier.schedule(plan, deliver);
    const answer = this.notifier.sent.findLast((sent) => sent.reference === String(id));
    return {
      status: 200,
      html: page(
        'Sandbox bank – Đã chuyển',
        `<h1>Transfer sent</h1><p role="status">${escapeHtml(formatPrice(amount))} with the note ${escapeHtml(note)}.
${answer ? `The shop answered ${escapeHtml(answer.status)}.` : 'The shop will be notified.'}</p>
<p><a href="/bank">Another transfer</a></p>`,
      ),
    };
  }
}
