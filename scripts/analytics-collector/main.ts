// `node --import tsx scripts/analytics-collector/main.ts [--port 5058]`: the local analytics
// collector (see server.ts). `npm start` and the browser journeys start it; the demo's tags and the
// functions' purchase events send to it.
import { parseArgs } from 'node:util';
import { ANALYTICS_COLLECTOR_PORT } from '../../local-stack.mjs';
import { startAnalyticsCollector } from './server.js';

const { values } = parseArgs({ options: { port: { type: 'string' } } });
const collector = await startAnalyticsCollector({
  port: values.port ? Number(values.port) : ANALYTICS_COLLECTOR_PORT,
});
console.log(`Analytics collector: requests at ${collector.url}`);
const stop = () => void collector.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
