// `npm run migrate:sales-days`: recounts the dashboard's daily sales in Vietnamese days (issue 15).
// Against the emulators by default (the local project); with GOOGLE_APPLICATION_CREDENTIALS and
// GCLOUD_PROJECT set (and no *_EMULATOR_HOST), against a real project.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { recountSalesDaysInVietnamTime } from '../functions/src/migrations/sales-days-in-vietnam-time.ts';
import { PROJECT_ID } from './lib/process.mjs';

if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const projectId = process.env.GCLOUD_PROJECT ?? PROJECT_ID;
const app = getApps()[0] ?? initializeApp({ projectId });
const days = await recountSalesDaysInVietnamTime(getFirestore(app));
console.log(`stats/sales of ${projectId}: ${Object.keys(days).length} Vietnamese days recounted`);
