// The local stand-in for the scheduled `sweepOpenWaybillsSchedule` function (the emulator runs no
// schedules): re-reads open waybills from the carrier sandbox and applies what a missed webhook
// would have, through the webhook's own path. Every 30 minutes as deployed; `--every <seconds>`
// shortens it for a demo, `--once` sweeps once and exits. `npm start` runs it.
import { sweepOpenWaybills } from '../../functions/src/api/shipping/waybill-sweep.ts';
import { DEMO_CARRIER_SETTINGS } from '../../functions/src/shipping/carrier-settings.ts';
import { adminFirestore } from '../data/admin-firestore.mjs';

const everyArg = process.argv.indexOf('--every');
const SWEEP_EVERY_MS = everyArg > 0 ? Number(process.argv[everyArg + 1]) * 1000 : 30 * 60_000;
const { db } = adminFirestore();

async function sweep() {
  try {
    const { checked, applied, failed } = await sweepOpenWaybills({ db, carriers: () => DEMO_CARRIER_SETTINGS });
    if (applied + failed > 0)
      console.log(`[waybills] ${checked} read back, ${applied} changes applied, ${failed} failed`);
  } catch (error) {
    console.error(`[waybills] sweep failed: ${error.message}`);
  }
}

await sweep();
if (!process.argv.includes('--once')) setInterval(() => void sweep(), SWEEP_EVERY_MS);
