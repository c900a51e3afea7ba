// `npm run migrate:sales-days`: recounts the dashboard's daily sales in Vietnamese days (issue 15).
// Against the emulators by default; see scripts/lib/admin-firestore.mjs for a real project.
import { recountSalesDaysInVietnamTime } from '../functions/src/migrations/sales-days-in-vietnam-time.ts';
import { adminFirestore } from './lib/admin-firestore.mjs';

const { db, projectId } = adminFirestore();
const days = await recountSalesDaysInVietnamTime(db);
console.log(`stats/sales of ${projectId}: ${Object.keys(days).length} Vietnamese days recounted`);
