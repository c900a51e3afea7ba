/** VNPAY's side of payment API 2.1.0: the payment page, then a signed IPN and the browser's return. */
import { randomUUID } from 'node:crypto';
import { vnpaySignedQuery, vnpayVerify, type GatewayParams } from '../../functions/src/payments/vnpay/signature.js';
import { DEMO_PAYMENT_SETTINGS } from '../../functions/src/payments/payment-settings.js';
import { vnpayTimestamp } from '../../functions/src/shared/vietnam-time.js';
import type { Notifier } from './notifier.js';
import type { QueryDesk } from './query-desk.js';
import { errorPage, vnpayPage } from './pages.js';
import type { Reply } from './reply.js';

const { tmnCode, hashSecret } = DEMO_PAYMENT_SETTINGS.vnpay;
/** VNPAY's codes for a customer who cancels: response 24, transaction status 02. */
const CANCELLED = { vnp_ResponseCode: '24', vnp_TransactionStatus: '02' };
let transactionCounter = 14_100_000;

export class VnpayGateway {
  /** Payment pages shown, by the token their buttons post back. */
  private readonly payments = new Map<string, GatewayParams>();

  constructor(
    private readonly notifier: Notifier,
    private readonly ipnUrl: string,
    private readonly desk: QueryDesk,
  ) {}

  /** GET /paymentv2/vpcpay.html: what the shop signed, checked as VNPAY checks it. */
  showPaymentPage(query: URLSearchParams): Reply {
    const params = Object.fromEntries(query) as GatewayParams;
    if (!vnpayVerify(params, hashSecret)) {
      return { status: 400, html: errorPage('Sai chữ ký', 'Invalid signature (vnp_SecureHash)') };
    }
    const problem =
      params.vnp_TmnCode !== tmnCode
        ? 'Unknown merchant (vnp_TmnCode)'
        : params.vnp_Version !== '2.1.0' || params.vnp_Command !== 'pay' || params.vnp_CurrCode !== 'VND'
          ? 'vnp_Version 2.1.0, vnp_Command pay and vnp_CurrCode VND are required'
          : !/^\d+$/.test(params.vnp_Amount ?? '') || !params.vnp_TxnRef || !params.vnp_ReturnUrl
            ? 'vnp_Amount, vnp_TxnRef and vnp_ReturnUrl are required'
            : null;
    if (problem) return { status: 400, html: errorPage('Dữ liệu không hợp lệ', problem) };
    const token = randomUUID();
    this.payments.set(token, params);
    const reference = params.vnp_TxnRef as string;
    // A payment page shown again for a reference already paid keeps what querydr says about it.
    if (this.desk.vnpay.get(reference)?.outcome !== 'paid') {
      this.desk.vnpay.set(reference, {
        amount: params.vnp_Amount as string,
        orderInfo: params.vnp_OrderInfo ?? '',
        outcome: 'open',
        transactionNo: '',
        bankCode: '',
        payDate: '',
      });
    }
    return {
      status: 200,
      html: vnpayPage({
        token,
        merchant: tmnCode,
        reference: params.vnp_TxnRef as string,
        orderInfo: params.vnp_OrderInfo ?? '',
        amount: Number(params.vnp_Amount) / 100,
      }),
    };
  }

  /** POST /paymentv2/pay or /cancel: notify the shop, then send the browser back to it. */
  async finish(token: string, outcome: 'pay' | 'cancel'): Promise<Reply> {
    const request = this.payments.get(token);
    if (!request) return { status: 404, html: errorPage('Không tìm thấy giao dịch', 'Unknown payment') };
    this.payments.delete(token);
    const paid = outcome === 'pay';
    const result: GatewayParams = {
      vnp_Amount: request.vnp_Amount as string,
      vnp_BankCode: 'NCB',
      vnp_OrderInfo: request.vnp_OrderInfo ?? '',
      vnp_PayDate: vnpayTimestamp(new Date().toISOString()),
      vnp_TmnCode: tmnCode,
      vnp_TxnRef: request.vnp_TxnRef as string,
      ...(paid
        ? {
            vnp_BankTranNo: `VNP${(transactionCounter += 1)}`,
            vnp_CardType: 'ATM',
            vnp_ResponseCode: '00',
            vnp_TransactionNo: String(transactionCounter),
            vnp_TransactionStatus: '00',
          }
        : { ...CANCELLED, vnp_TransactionNo: '0' }),
    };
    this.desk.vnpay.set(result.vnp_TxnRef as string, {
      amount: result.vnp_Amount as string,
      orderInfo: result.vnp_OrderInfo as string,
      outcome: paid ? 'paid' : 'cancelled',
      transactionNo: result.vnp_TransactionNo as string,
      bankCode: result.vnp_BankCode as string,
      payDate: result.vnp_PayDate as string,
    });
    const signed = vnpaySignedQuery(result, hashSecret);
    const plan = this.notifier.takePlan();
    await this.notifier.schedule(plan, () =>
      this.notifier.deliver(plan, { provider: 'VNPAY', reference: result.vnp_TxnRef as string }, () =>
        fetch(`${this.ipnUrl}?${signed}`),
      ),
    );
    return { status: 303, location: `${request.vnp_ReturnUrl}?${signed}` };
  }
}
