// `node --import tsx scripts/zns-sandbox/main.ts [--port 5059]`: the local Zalo ZNS sandbox (see
// server.ts). `npm start` and the browser journeys start it; the functions send to it.
import { parseArgs } from 'node:util';
import { ZNS_SANDBOX_PORT } from '../../local-stack.mjs';
import { startZnsSandbox } from './server.js';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const sandbox = await startZnsSandbox({ port: values.port ? Number(values.port) : ZNS_SANDBOX_PORT });
console.log(`Zalo ZNS sandbox: inbox at ${sandbox.url}`);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
