// `node --import tsx scripts/gateway-sandbox/main.ts [--port 5055] [--vnpay-ipn-url URL]`:
// the local VNPAY and MoMo (see server.ts). `npm start` and the browser journeys start it.
import { parseArgs } from 'node:util';
import { startGatewaySandbox } from './server.js';

const { values } = parseArgs({ options: { port: { type: 'string' }, 'vnpay-ipn-url': { type: 'string' } } });
const sandbox = await startGatewaySandbox({
  port: values.port ? Number(values.port) : undefined,
  vnpayIpnUrl: values['vnpay-ipn-url'],
});
console.log(`Gateway sandbox (VNPAY, MoMo, bank transfer at /bank; no real money) at ${sandbox.url}`);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
