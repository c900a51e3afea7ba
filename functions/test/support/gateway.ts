/**
 * What the gateways send back, signed with the demo secrets: the tests play VNPAY and MoMo.
 * A small stand-in for MoMo's create endpoint records what the shop sent and answers as told.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MOMO_RESULT_FIELDS, momoSign } from '../../src/payments/momo/signature.js';
import { vnpaySign } from '../../src/payments/vnpay/signature.js';
import { DEMO_PAYMENT_SETTINGS, type PaymentSettings } from '../../src/payments/payment-settings.js';

const { vnpay, momo } = DEMO_PAYMENT_SETTINGS;
let transactionCounter = 14_000_000;

export function vnpayResult(
  reference: string,
  gatewayAmount: number,
  options: { responseCode?: string; transactionStatus?: string; secret?: string; extra?: Record<string, string> } = {},
): Record<string, string> {
  const responseCode = options.responseCode ?? '00';
  const params: Record<string, string> = {
    vnp_Amount: String(gatewayAmount),
    vnp_BankCode: 'NCB',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: 'Thanh toan don hang',
    vnp_PayDate: '20261122153000',
    vnp_ResponseCode: responseCode,
    vnp_TmnCode: vnpay.tmnCode,
    vnp_TransactionNo: responseCode === '00' ? String((transactionCounter += 1)) : '0',
    vnp_TransactionStatus: options.transactionStatus ?? (responseCode === '00' ? '00' : '02'),
    vnp_TxnRef: reference,
    ...options.extra,
  };
  return { ...params, vnp_SecureHash: vnpaySign(params, options.secret ?? vnpay.hashSecret) };
}

export function momoResult(
  reference: string,
  amount: number,
  options: { resultCode?: number; secretKey?: string; partnerCode?: string } = {},
): Record<string, string | number> {
  const resultCode = options.resultCode ?? 0;
  const fields = {
    accessKey: momo.accessKey,
    amount,
    extraData: '',
    message: resultCode === 0 ? 'Thành công.' : 'Giao dịch bị từ chối do người dùng từ chối xác nhận thanh toán.',
    orderId: reference,
    orderInfo: 'Thanh toan don hang',
    orderType: 'momo_wallet',
    partnerCode: options.partnerCode ?? momo.partnerCode,
    payType: 'qr',
    requestId: reference,
    responseTime: 1_763_800_200_000,
    resultCode,
    transId: (transactionCounter += 1),
  };
  const { accessKey: _accessKey, ...body } = fields;
  void _accessKey;
  return { ...body, signature: momoSign(MOMO_RESULT_FIELDS, fields, options.secretKey ?? momo.secretKey) };
}

export interface FakeMomo {
  settings: PaymentSettings;
  /** Bodies the shop posted to the create endpoint. */
  requests: Record<string, unknown>[];
  /** The next answer; by default a success with a payUrl. */
  answer: (body: Record<string, unknown>) => Record<string, unknown>;
  close: () => Promise<void>;
}

/** MoMo's create endpoint on a free port, and settings that point the shop at it. */
export async function startFakeMomo(): Promise<FakeMomo> {
  const fake: FakeMomo = {
    settings: DEMO_PAYMENT_SETTINGS,
    requests: [],
    answer: (body) => ({
      resultCode: 0,
      message: 'Thành công.',
      payUrl: `https://momo.example/pay/${String(body.orderId)}`,
    }),
    close: async () => undefined,
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      fake.requests.push(body);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(fake.answer(body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.settings = {
    ...DEMO_PAYMENT_SETTINGS,
    momo: { ...DEMO_PAYMENT_SETTINGS.momo, createUrl: `http://127.0.0.1:${port}/v2/gateway/api/create` },
  };
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
