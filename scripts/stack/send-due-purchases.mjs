// The local stand-in for the scheduled `sendDuePurchasesSweep` function (the emulator runs no schedules):
// every 30 seconds, retries the purchase events whose next attempt is due and sends any the trigger
// missed, to the local analytics collector. `npm start` runs it; `--once` sweeps once and exits.
import { DEMO_ANALYTICS_SETTINGS } from '../../functions/src/analytics/analytics-settings.ts';
import { sendDuePurchases } from '../../functions/src/analytics/send-purchase.ts';
import { adminFirestore } from '../data/admin-firestore.mjs';

const SWEEP_EVERY_MS = 30_000;
const { db } = adminFirestore();

async function sweep() {
  try {
    const { sent, failed } = await sendDuePurchases(db, { settings: DEMO_ANALYTICS_SETTINGS });
    if (sent + failed > 0) console.log(`[analytics] ${sent} purchase events sent, ${failed} failed (retried later)`);
  } catch (error) {
    console.error(`[analytics] sweep failed: ${error.message}`);
  }
}

await sweep();
if (!process.argv.includes('--once')) setInterval(() => void sweep(), SWEEP_EVERY_MS);
