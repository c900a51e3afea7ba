/**
 * Where the local gateway sandbox (scripts/gateway-sandbox) answers for every method, and how a
 * setting is known to point at a sandbox: each method's settings (vnpay/settings.ts,
 * momo/settings.ts) build their demo values and checks on these.
 */

/** Where `npm start` and the tests run the gateway sandbox. */
export const SANDBOX_PORT = 5055;
export const SANDBOX_ORIGIN = `http://127.0.0.1:${SANDBOX_PORT}`;

/** The gateways' public test systems and the local sandbox: money never moves there. */
const SANDBOX_HOSTS = new Set(['sandbox.vnpayment.vn', 'test-payment.momo.vn', '127.0.0.1', 'localhost']);

export const isSandboxUrl = (url: string): boolean => {
  try {
    return SANDBOX_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
};
