// `node --import tsx scripts/carrier-sandbox/main.ts [--port 5057] [--ghn-webhook-url URL]
// [--ghtk-webhook-url URL]`: the local GHN and GHTK (see server.ts). `npm start` and the browser journeys start it; the functions quote and ship on it.
import { parseArgs } from 'node:util';
import { startCarrierSandbox } from './server.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'ghn-webhook-url': { type: 'string' },
    'ghtk-webhook-url': { type: 'string' },
  },
});
const sandbox = await startCarrierSandbox({
  port: values.port ? Number(values.port) : undefined,
  ghnWebhookUrl: values['ghn-webhook-url'],
  ghtkWebhookUrl: values['ghtk-webhook-url'],
});
console.log(`Carrier sandbox (GHN, GHTK; no parcel moves) at ${sandbox.url}`);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
