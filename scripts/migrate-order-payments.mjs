// `npm run migrate:order-payments`: gives orders placed before payments existed the payment fields
// (issue 13), so the unpaid-order limit and the reservation sweep, which query on them, see them.
// Against the emulators by default; see scripts/lib/admin-firestore.mjs for a real project.
import { addOrderPaymentFields } from '../functions/src/migrations/order-payment-fields.ts';
import { adminFirestore } from './lib/admin-firestore.mjs';

const { db, projectId } = adminFirestore();
const updated = await addOrderPaymentFields(db);
console.log(`orders of ${projectId}: ${updated} given the payment fields`);
