// Firestore for the maintenance scripts: the emulators by default (the local project); with
// GOOGLE_APPLICATION_CREDENTIALS and GCLOUD_PROJECT set (and no *_EMULATOR_HOST), a real project.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { EMULATOR_HOSTS, PROJECT_ID } from '../../local-stack.mjs';

export function adminFirestore() {
  if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) process.env.FIRESTORE_EMULATOR_HOST ??= EMULATOR_HOSTS.firestore;
  const projectId = process.env.GCLOUD_PROJECT ?? PROJECT_ID;
  const app = getApps()[0] ?? initializeApp({ projectId });
  return { db: getFirestore(app), projectId };
}
