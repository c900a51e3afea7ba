// The local stand-in for the scheduled `sendDueMessagesSweep` function (the emulator runs no
// schedules; the token is refreshed when a send finds it stale, as refreshZaloTokenSchedule would ahead of time): every 30 seconds, retries the Zalo messages whose next
// attempt is due and sends any the trigger missed, to the local ZNS sandbox. `npm start` runs it;
// `--once` sweeps once and exits.
import { sendDueMessages } from '../../functions/src/messages/send-message.ts';
import { messageSenderOptions } from '../../functions/src/messages/message-sender.ts';
import { DEMO_ZALO_SETTINGS } from '../../functions/src/messages/zalo/zalo-settings.ts';
import { adminFirestore } from '../data/admin-firestore.mjs';

const SWEEP_EVERY_MS = 30_000;
const { db } = adminFirestore();
const options = messageSenderOptions(db, DEMO_ZALO_SETTINGS);

async function sweep() {
  try {
    const counts = await sendDueMessages(db, options);
    const moved = counts.sent + counts['fell-back'] + counts['not-sent'] + counts.failed;
    if (moved > 0)
      console.log(`[zalo] ${counts.sent} sent, ${counts['fell-back']} by email or SMS, ${counts.failed} failed`);
  } catch (error) {
    console.error(`[zalo] sweep failed: ${error.message}`);
  }
}

await sweep();
if (!process.argv.includes('--once')) setInterval(() => void sweep(), SWEEP_EVERY_MS);
