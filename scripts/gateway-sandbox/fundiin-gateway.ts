/**
 * Fundiin's side of a pay-later payment (docs/decisions/0102-pay-later-through-fundiin.md), at its
 * documented paths: create (POST /v2/payments), the checkout page where the shopper picks a term and
 * approves or declines, the signed notification to the shop, status and refund. Every request's
 * Signature (HMAC-SHA256 of its raw body) is checked as Fundiin checks it; a bad one is refused
 * with ACCESS_DENIED and changes nothing.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { fundiinSign, fundiinVerify } from '../../functions/src/payments/installment/signature.js';
import { DEMO_PAYMENT_SETTINGS } from '../../functions/src/payments/payment-settings.js';
import { DEFAULT_INSTALLMENT_SETTINGS, installmentPlan } from '../../functions/src/shared/installment-plan.js';
import type { Notifier } from './notifier.js';
import { errorPage } from './pages.js';
import { fundiinPage } from './fundiin-page.js';
import type { RefundDesk } from './refund-desk.js';
import type { Reply } from './reply.js';

const { clientId, merchantId, storeId, secretKey } = DEMO_PAYMENT_SETTINGS.installment;
/** Fundiin's payment link lives 30 minutes unless the request's transExpiredTime says otherwise. */
const DEFAULT_EXPIRY_MS = 30 * 60_000;
const REFERENCE = /^[0-9a-zA-Z_:-]{1,60}$/;
let transactionCounter = 7_700_000;

interface FundiinPayment {
  referenceId: string;
  amount: number;
  successRedirectUrl: string;
  unSuccessRedirectUrl: string;
  expiresAt: number;
  /** WAITING until the shopper decides, then SUCCESS or FAIL. */
  paymentStatus: 'WAITING' | 'SUCCESS' | 'FAIL';
  paymentTransId: string;
  paymentTime: string;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const amountOf = (value: unknown): number => Number(record(value).value);
/** Fundiin's time format: `YYYY-MM-DD hh:mm:ss` in Vietnam time. */
const fundiinTime = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
const answer = (json: Record<string, unknown>, status = 200): Reply => ({ status, json });
const denied = () =>
  answer({ resultStatus: 'ACCESS_DENIED', resultMsg: 'Chữ ký không hợp lệ / Invalid signature' }, 401);

/** The terms the page offers: Fundiin's own plans, shown here as the shop's default terms at 0%. */
export const sandboxTerms = (amount: number) =>
  DEFAULT_INSTALLMENT_SETTINGS.terms.map((term) => installmentPlan(amount, term, 0, 0));

export class FundiinGateway {
  private readonly byToken = new Map<string, FundiinPayment>();
  private readonly byReference = new Map<string, FundiinPayment>();

  constructor(
    private readonly notifier: Notifier,
    private readonly origin: () => string,
    private readonly ipnUrl: string,
    private readonly refunds: RefundDesk,
  ) {}

  /** Checks a request as Fundiin does: its Client-Id and the Signature of its raw body. */
  private signed(raw: string, headers: IncomingHttpHeaders): Record<string, unknown> | null {
    if (headers['client-id'] !== clientId || !fundiinVerify(raw, headers.signature, secretKey)) return null;
    try {
      return record(JSON.parse(raw));
    } catch {
      return null;
    }
  }

  /** POST /v2/payments. */
  create(raw: string, headers: IncomingHttpHeaders): Reply {
    const body = this.signed(raw, headers);
    if (!body) return denied();
    const referenceId = String(body.referenceId ?? '');
    const amount = amountOf(body.amount);
    const invalid =
      body.merchantId !== merchantId ||
      body.requestType !== 'installment' ||
      !REFERENCE.test(referenceId) ||
      !Number.isSafeInteger(amount) ||
      amount < 1 ||
      typeof body.successRedirectUrl !== 'string' ||
      typeof body.unSuccessRedirectUrl !== 'string';
    if (invalid) return answer({ referenceId, resultStatus: 'ERROR_GENERAL', resultMsg: 'Yêu cầu không hợp lệ' });
    if (this.byReference.has(referenceId)) {
      return answer({ referenceId, resultStatus: 'ERROR_GENERAL', resultMsg: 'referenceId đã tồn tại' });
    }
    const lifetime = Number.isSafeInteger(body.transExpiredTime) ? Number(body.transExpiredTime) : DEFAULT_EXPIRY_MS;
    const payment: FundiinPayment = {
      referenceId,
      amount,
      successRedirectUrl: body.successRedirectUrl as string,
      unSuccessRedirectUrl: body.unSuccessRedirectUrl as string,
      expiresAt: Date.now() + lifetime,
      paymentStatus: 'WAITING',
      paymentTransId: '',
      paymentTime: '',
    };
    const token = randomUUID();
    this.byToken.set(token, payment);
    this.byReference.set(referenceId, payment);
    return answer({
      merchantId,
      referenceId,
      resultStatus: 'APPROVED',
      resultMsg: 'Thành công',
      paymentUrl: `${this.origin()}/installment/pay?token=${token}`,
    });
  }

  /** GET /installment/pay?token=…: the amount, each term's monthly amount, Approve and Decline. */
  showPage(token: string): Reply {
    const payment = this.byToken.get(token);
    if (!payment || payment.paymentStatus !== 'WAITING') {
      return { status: 404, html: errorPage('Không tìm thấy giao dịch', 'Unknown payment') };
    }
    return {
      status: 200,
      html: fundiinPage({
        token,
        reference: payment.referenceId,
        amount: payment.amount,
        plans: sandboxTerms(payment.amount),
      }),
    };
  }

  /**
   * POST /installment/pay/decide (token, decision, term): sends the signed notification to the
   * shop, then returns the shopper to the shop's page. It never marks anything paid at the shop.
   */
  async decide(form: URLSearchParams): Promise<Reply> {
    const payment = this.byToken.get(form.get('token') ?? '');
    const decision = form.get('decision');
    if (!payment || payment.paymentStatus !== 'WAITING' || (decision !== 'approve' && decision !== 'decline')) {
      return { status: 404, html: errorPage('Không tìm thấy giao dịch', 'Unknown payment') };
    }
    const plan = sandboxTerms(payment.amount).find((p) => String(p.termMonths) === form.get('term'));
    const expired = Date.now() > payment.expiresAt;
    const paid = decision === 'approve' && !expired && plan !== undefined;
    payment.paymentStatus = paid ? 'SUCCESS' : 'FAIL';
    payment.paymentTransId = `FDN${(transactionCounter += 1)}`;
    payment.paymentTime = fundiinTime(Date.now());
    const notification = {
      merchantId,
      referenceId: payment.referenceId,
      storeId,
      amount: { value: payment.amount, currency: 'VND' },
      // Fundiin's payment notification documents these fields and no term: `downPaymentAmount` (the
      // cash a store collects) only with paymentMethod IN_STORE_PAYMENT, so an online payment on the
      // web carries none; paymentMethod and paymentChannel only with SUCCESS.
      paymentTransId: payment.paymentTransId,
      ...(paid ? { paymentMethod: 'WALLET', paymentChannel: 'WEB' } : {}),
      paymentStatus: payment.paymentStatus,
      notificationType: 'PAYMENT_STATUS',
      resultStatus: paid ? 'SUCCESS' : expired ? 'EXPIRED' : 'FAIL',
      resultMsg: paid ? 'Approved' : expired ? 'Expired' : 'Declined',
      customerId: 'SANDBOXUSER',
      paymentTime: payment.paymentTime,
    };
    const raw = JSON.stringify(notification);
    const request = {
      method: 'POST',
      url: this.ipnUrl,
      headers: {
        'Content-Type': 'application/json; charset=UTF-8',
        'Client-Id': clientId,
        Signature: fundiinSign(raw, secretKey),
      },
      body: raw,
    };
    const delivery = this.notifier.takePlan();
    await this.notifier.schedule(delivery, () =>
      this.notifier.deliver(
        delivery,
        { provider: 'FUNDIIN', reference: payment.referenceId },
        () => fetch(request.url, { method: request.method, headers: request.headers, body: request.body }),
        request,
      ),
    );
    return { status: 303, location: paid ? payment.successRedirectUrl : payment.unSuccessRedirectUrl };
  }

  /** POST /v2/payments/status. */
  status(raw: string, headers: IncomingHttpHeaders): Reply {
    const body = this.signed(raw, headers);
    if (!body) return denied();
    const payment = this.byReference.get(String(body.referenceId ?? ''));
    if (body.merchantId !== merchantId || !payment) {
      return answer({
        referenceId: body.referenceId,
        resultStatus: 'ERROR_GENERAL',
        resultMsg: 'Không tìm thấy giao dịch',
      });
    }
    return answer({
      merchantId,
      referenceId: payment.referenceId,
      storeId,
      responseTime: fundiinTime(Date.now()),
      amount: { value: payment.amount, currency: 'VND' },
      paymentTransId: payment.paymentTransId,
      paymentStatus: payment.paymentStatus,
      resultStatus: 'SUCCESS',
      resultMsg: 'Thành công',
      paymentTime: payment.paymentTime,
    });
  }

  /** POST /v2/payments/refund: the whole amount of a paid payment, by its paymentTransId. */
  refund(raw: string, headers: IncomingHttpHeaders): Reply {
    const body = this.signed(raw, headers);
    if (!body) return denied();
    const paid = [...this.byReference.values()].find(
      (payment) => payment.paymentStatus === 'SUCCESS' && payment.paymentTransId === body.paymentTransId,
    );
    const amount = amountOf(body.amount);
    const fail = this.refunds.takeFailure();
    const ok = !fail && paid !== undefined && amount === paid.amount && body.merchantId === merchantId;
    const resultStatus = ok ? 'APPROVED' : 'ERROR_GENERAL';
    this.refunds.refunds.push({
      provider: 'FUNDIIN',
      requestId: String(body.referenceId ?? ''),
      transactionNo: String(body.paymentTransId ?? ''),
      amount,
      ok,
      code: resultStatus,
    });
    return answer({
      merchantId,
      referenceId: body.referenceId,
      responseTime: fundiinTime(Date.now()),
      amount: { value: amount, currency: 'VND' },
      ...(ok ? { refundTransId: `RF${(transactionCounter += 1)}` } : {}),
      resultStatus,
      resultMsg: ok ? 'Thành công' : 'Hoàn tiền thất bại',
    });
  }
}
