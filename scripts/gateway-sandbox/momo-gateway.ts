/** MoMo's side of All-In-One v2 captureWallet: create, the wallet page, then a signed IPN and the redirect. */
import { randomUUID } from 'node:crypto';
import {
  MOMO_CREATE_FIELDS,
  MOMO_RESULT_FIELDS,
  momoSign,
  momoVerify,
} from '../../functions/src/payments/momo/signature.js';
import { DEMO_PAYMENT_SETTINGS } from '../../functions/src/payments/payment-settings.js';
import type { Notifier } from './notifier.js';
import type { QueryDesk } from './query-desk.js';
import { errorPage, momoPage } from './pages.js';
import type { Reply } from './reply.js';

const { partnerCode, accessKey, secretKey } = DEMO_PAYMENT_SETTINGS.momo;
/** MoMo's code for a customer who declines to confirm. */
const DECLINED = { resultCode: 1006, message: 'Giao dịch bị từ chối do người dùng từ chối xác nhận thanh toán.' };
/** MoMo's code for a payment link or QR code used after its orderExpireTime. */
const EXPIRED = { resultCode: 1005, message: 'Giao dịch thất bại do url hoặc QR code đã hết hạn.' };
/** How long a link lives when the create request names no orderExpireTime (MoMo's default, minutes). */
const DEFAULT_EXPIRE_MINUTES = 100;
let transactionCounter = 4_088_000_000;

type CreateRequest = Record<(typeof MOMO_CREATE_FIELDS)[number] | 'lang' | 'signature', string | number> & {
  /** Minutes the payment link lives (optional, unsigned). */
  orderExpireTime?: number;
};

/** MoMo's create answer for a refusal: HTTP 200, echoing what it could read of the request. */
const refusal =
  (request: Partial<CreateRequest> = {}) =>
  (resultCode: number, message: string): Reply => ({
    status: 200,
    json: {
      partnerCode,
      requestId: request.requestId,
      orderId: request.orderId,
      amount: request.amount,
      responseTime: Date.now(),
      message,
      resultCode,
    },
  });

export class MomoGateway {
  /** Created payments, by the token in their payUrl. */
  private readonly payments = new Map<string, CreateRequest & { expiresAt: number }>();
  private readonly orderIds = new Set<string>();

  constructor(
    private readonly notifier: Notifier,
    private readonly origin: () => string,
    private readonly desk: QueryDesk,
  ) {}

  /** POST /v2/gateway/api/create: checks the request as MoMo does and answers a payUrl. */
  create(body: unknown): Reply {
    if (!body || typeof body !== 'object') return refusal()(20, 'Yêu cầu sai định dạng.');
    const request = body as CreateRequest;
    const refuse = refusal(request);
    const missing = [...MOMO_CREATE_FIELDS, 'lang', 'signature'].filter(
      (field) => field !== 'extraData' && (request[field as keyof CreateRequest] ?? '') === '',
    );
    if (missing.length > 0) return refuse(20, `Yêu cầu sai định dạng: ${missing.join(', ')}`);
    if (request.partnerCode !== partnerCode || request.accessKey !== accessKey) {
      return refuse(11, 'Truy cập bị từ chối. Chữ ký không hợp lệ.');
    }
    if (!momoVerify(MOMO_CREATE_FIELDS, request, String(request.signature), secretKey)) {
      return refuse(11, 'Truy cập bị từ chối. Chữ ký không hợp lệ.');
    }
    if (request.requestType !== 'captureWallet') return refuse(20, 'Yêu cầu sai định dạng: requestType');
    // MoMo's real minimum is 1,000 VND; the demo shop's prices are the specification's small numbers.
    if (
      !Number.isInteger(request.amount) ||
      (request.amount as number) < 1 ||
      (request.amount as number) > 50_000_000
    ) {
      return refuse(22, 'Số tiền giao dịch không hợp lệ.');
    }
    const orderId = String(request.orderId);
    if (this.orderIds.has(orderId)) return refuse(41, 'OrderId bị trùng.');
    this.orderIds.add(orderId);
    const token = randomUUID();
    const minutes = Number.isInteger(request.orderExpireTime)
      ? Number(request.orderExpireTime)
      : DEFAULT_EXPIRE_MINUTES;
    const expiresAt = Date.now() + minutes * 60_000;
    this.payments.set(token, { ...request, expiresAt });
    this.desk.momo.set(orderId, {
      amount: Number(request.amount),
      extraData: String(request.extraData),
      outcome: 'open',
      expiresAt,
      transId: 0,
    });
    return {
      status: 200,
      json: {
        partnerCode,
        requestId: request.requestId,
        orderId,
        amount: request.amount,
        responseTime: Date.now(),
        message: 'Thành công.',
        resultCode: 0,
        payUrl: `${this.origin()}/v2/gateway/pay?t=${token}`,
      },
    };
  }

  /** GET /v2/gateway/pay?t=…: the wallet page. */
  showPaymentPage(token: string): Reply {
    const request = this.payments.get(token);
    if (!request) return { status: 404, html: errorPage('Không tìm thấy giao dịch', 'Unknown payment') };
    return {
      status: 200,
      html: momoPage({
        token,
        merchant: partnerCode,
        reference: String(request.orderId),
        orderInfo: String(request.orderInfo),
        amount: Number(request.amount),
      }),
    };
  }

  /** POST /v2/gateway/pay or /cancel: notify the shop's ipnUrl, then redirect to its redirectUrl. */
  async finish(token: string, outcome: 'pay' | 'cancel'): Promise<Reply> {
    const request = this.payments.get(token);
    if (!request) return { status: 404, html: errorPage('Không tìm thấy giao dịch', 'Unknown payment') };
    this.payments.delete(token);
    // As MoMo does, a link used after its orderExpireTime (the shop's reservation end) pays nothing.
    const expired = Date.now() > request.expiresAt;
    const verdict = expired ? EXPIRED : outcome === 'pay' ? { resultCode: 0, message: 'Thành công.' } : DECLINED;
    // What MoMo sends back; the accessKey is signed over but not sent (the shop has its own).
    const result = {
      amount: Number(request.amount),
      extraData: String(request.extraData),
      message: verdict.message,
      orderId: String(request.orderId),
      orderInfo: String(request.orderInfo),
      orderType: 'momo_wallet',
      partnerCode,
      payType: 'qr',
      requestId: String(request.requestId),
      responseTime: Date.now(),
      resultCode: verdict.resultCode,
      transId: (transactionCounter += 1),
    };
    this.desk.momo.set(result.orderId, {
      amount: result.amount,
      extraData: result.extraData,
      outcome: expired ? 'expired' : outcome === 'pay' ? 'paid' : 'declined',
      expiresAt: request.expiresAt,
      transId: result.transId,
    });
    const signed = { ...result, signature: momoSign(MOMO_RESULT_FIELDS, { ...result, accessKey }, secretKey) };
    const plan = this.notifier.takePlan();
    await this.notifier.schedule(plan, () =>
      this.notifier.deliver(plan, { provider: 'MOMO', reference: result.orderId }, () =>
        fetch(String(request.ipnUrl), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(signed),
        }),
      ),
    );
    const query = new URLSearchParams(Object.entries(signed).map(([key, value]) => [key, String(value)]));
    return { status: 303, location: `${String(request.redirectUrl)}?${query}` };
  }
}
