// The local stand-in for the scheduled `expireReservations` function (the emulator runs no
// schedules): every minute, cancels unpaid orders whose payment time ran out and releases their
// stock, after asking the gateway sandbox about unpaid attempts as the schedule asks VNPAY and MoMo.
// `npm start` runs it; `--once` sweeps once and exits.
import { DEMO_PAYMENT_SETTINGS } from '../../functions/src/payments/payment-settings.ts';
import { expireOverdueOrders } from '../../functions/src/payments/reservations.ts';
import { adminFirestore } from '../data/admin-firestore.mjs';

const SWEEP_EVERY_MS = 60_000;
const { db } = adminFirestore();

async function sweep() {
  try {
    // The reservation lasts as long as the shop settings say (docs/decisions/0026-shop-settings-and-vouchers.md).
    // The demo settings the emulated api reads too (the emulated project's functions/.env file equals them).
    const expired = await expireOverdueOrders(db, undefined, new Date(), DEMO_PAYMENT_SETTINGS);
    if (expired > 0) console.log(`[reservations] ${expired} unpaid orders cancelled after their payment time ran out`);
  } catch (error) {
    console.error(`[reservations] sweep failed: ${error.message}`);
  }
}

await sweep();
if (!process.argv.includes('--once')) setInterval(() => void sweep(), SWEEP_EVERY_MS);
