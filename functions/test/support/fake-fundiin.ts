/**
 * A stand-in for Fundiin's API on a free port (create, status, refund): it records each request's
 * exact bytes and headers and answers as told; and Fundiin's notifications, signed with the demo
 * secret as Fundiin signs them (HMAC-SHA256 of the raw body).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fundiinSign } from '../../src/payments/installment/signature.js';
import { DEMO_PAYMENT_SETTINGS, type PaymentSettings } from '../../src/payments/payment-settings.js';

export interface FundiinRequest {
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  body: Record<string, unknown>;
}

export interface FakeFundiin {
  settings: PaymentSettings;
  requests: FundiinRequest[];
  /** The answer to the next call of a path; by default Fundiin's documented successes. */
  answer: (request: FundiinRequest) => Record<string, unknown>;
  close: () => Promise<void>;
}

export const fundiinSuccess = (request: FundiinRequest): Record<string, unknown> => {
  const { merchantId, referenceId } = request.body;
  if (request.path === '/v2/payments') {
    return {
      merchantId,
      referenceId,
      resultStatus: 'APPROVED',
      paymentUrl: `https://fundiin.example/pay/${String(referenceId)}`,
    };
  }
  if (request.path === '/v2/payments/refund') {
    return { merchantId, referenceId, resultStatus: 'APPROVED', resultMsg: 'Thành công', refundTransId: 'R1' };
  }
  return { merchantId, referenceId, paymentStatus: 'WAITING', resultStatus: 'SUCCESS' };
};

export async function startFakeFundiin(): Promise<FakeFundiin> {
  const fake = { requests: [] as FundiinRequest[], answer: fundiinSuccess } as FakeFundiin;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const request = {
        path: req.url ?? '',
        headers: req.headers,
        raw,
        body: JSON.parse(raw) as Record<string, unknown>,
      };
      fake.requests.push(request);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(fake.answer(request)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.settings = { ...DEMO_PAYMENT_SETTINGS, installment: { ...DEMO_PAYMENT_SETTINGS.installment, apiUrl: url } };
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

/** Fundiin's notification for an attempt, as raw bytes and their Signature. */
export function fundiinNotification(
  reference: string,
  amount: number,
  options: { status?: 'SUCCESS' | 'FAIL' | 'PENDING'; secretKey?: string; transId?: string } = {},
): { raw: string; signature: string } {
  const { installment } = DEMO_PAYMENT_SETTINGS;
  const status = options.status ?? 'SUCCESS';
  const raw = JSON.stringify({
    merchantId: installment.merchantId,
    referenceId: reference,
    storeId: installment.storeId,
    amount: { value: amount, currency: 'VND' },
    downPaymentAmount: { value: Math.round(amount * 0.2), currency: 'VND' },
    paymentTransId: options.transId ?? `FDN${reference.replace(/\W/g, '')}`,
    paymentMethod: 'WALLET',
    paymentChannel: 'WEB',
    paymentStatus: status,
    notificationType: 'PAYMENT_STATUS',
    resultStatus: status,
    resultMsg: status === 'SUCCESS' ? 'Approved' : 'Rejected',
    customerId: 'USER789',
    paymentTime: '2026-11-27 10:12:45',
  });
  return { raw, signature: fundiinSign(raw, options.secretKey ?? installment.secretKey) };
}
