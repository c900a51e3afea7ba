// `node --import tsx scripts/mail-catcher/main.ts [--smtp-port 5025] [--port 5056]`: the local mail
// catcher (see server.ts). `npm start` and the browser journeys start it; the functions send to it.
import { parseArgs } from 'node:util';
import { MAIL_CATCHER_PORT, MAIL_CATCHER_SMTP_PORT } from '../../local-stack.mjs';
import { startMailCatcher } from './server.js';

const { values } = parseArgs({ options: { port: { type: 'string' }, 'smtp-port': { type: 'string' } } });
const catcher = await startMailCatcher({
  httpPort: values.port ? Number(values.port) : MAIL_CATCHER_PORT,
  smtpPort: values['smtp-port'] ? Number(values['smtp-port']) : MAIL_CATCHER_SMTP_PORT,
});
console.log(`Mail catcher: SMTP on port ${catcher.smtpPort}, inbox at ${catcher.url}`);
const stop = () => void catcher.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
