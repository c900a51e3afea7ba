// The local stand-in for the scheduled `sendDueMailSweep` function (the emulator runs no schedules):
// every 30 seconds, retries the emails whose next attempt is due and sends any the mail trigger missed,
// to the local mail catcher. `npm start` runs it; `--once` sweeps once and exits.
import { sendDueMail } from '../../functions/src/mail/send-mail.ts';
import { smtpTransport } from '../../functions/src/mail/smtp-transport.ts';
import { MAIL_CATCHER_SMTP_PORT } from '../../local-stack.mjs';
import { adminFirestore } from '../data/admin-firestore.mjs';

const SWEEP_EVERY_MS = 30_000;
const { db } = adminFirestore();
const options = {
  transport: smtpTransport(`smtp://127.0.0.1:${MAIL_CATCHER_SMTP_PORT}`),
  from: 'Laptop Shop <no-reply@laptopshop.example>',
  messageIdDomain: 'localhost',
};

async function sweep() {
  try {
    const { sent, failed } = await sendDueMail(db, options);
    if (sent + failed > 0) console.log(`[mail] ${sent} sent, ${failed} failed (retried later)`);
  } catch (error) {
    console.error(`[mail] sweep failed: ${error.message}`);
  }
}

await sweep();
if (!process.argv.includes('--once')) setInterval(() => void sweep(), SWEEP_EVERY_MS);
