/**
 * The Official Account's access token and its single-use refresh token. Zalo rotates both on every
 * refresh and refuses a refresh token once spent, so the pair lives in one server-only document and
 * a refresh is claimed in a transaction first: of any number of instances that find the token stale
 * at once, exactly one spends the refresh token; the others wait for the pair it writes
 * (docs/decisions/0111-zalo-zns-messages.md).
 */
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { runTransaction } from '../../data/run-transaction.js';
import { COLLECTIONS } from '../../shared/collections.js';
import type { ZaloSettings } from './zalo-settings.js';

export interface ZaloTokenDoc {
  accessToken: string;
  refreshToken: string;
  /** ISO-8601 UTC. */
  accessExpiresAt: string;
  refreshedAt: string;
  /** A refresh under way: its holder and when its claim lapses (it died before writing the new pair). */
  refreshing?: { leaseId: string; until: string } | null;
}

/** Refreshed this long before the access token runs out (Zalo's last 25 hours). */
export const REFRESH_AHEAD_MS = 60 * 60_000;
/** Longer than one OAuth call can take (its time-out), short enough that a dead holder is soon replaced. */
const REFRESH_LEASE_MS = 30_000;
const WAIT_STEP_MS = 150;

export const zaloTokenRef = (db: Firestore) => db.collection(COLLECTIONS.zaloTokens).doc('oa');

const iso = (ms: number) => new Date(ms).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What Zalo's OAuth answered: the new pair, or why not. */
type OAuthAnswer =
  { ok: true; accessToken: string; refreshToken: string; expiresInS: number } | { ok: false; error: string };

/** POST {oauthUrl}/v4/oa/access_token: header secret_key, form app_id, grant_type, refresh_token. */
async function requestNewPair(settings: ZaloSettings, refreshToken: string): Promise<OAuthAnswer> {
  try {
    const res = await fetch(`${settings.oauthUrl}/v4/oa/access_token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', secret_key: settings.secretKey },
      body: new URLSearchParams({ app_id: settings.appId, grant_type: 'refresh_token', refresh_token: refreshToken }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    const body = (await res.json()) as Record<string, unknown>;
    const accessToken = body.access_token;
    const newRefresh = body.refresh_token;
    if (typeof accessToken === 'string' && accessToken && typeof newRefresh === 'string' && newRefresh) {
      // Zalo sends expires_in as a string of seconds.
      const expiresInS = Number(body.expires_in) || 0;
      return { ok: true, accessToken, refreshToken: newRefresh, expiresInS };
    }
    return {
      ok: false,
      error:
        `Zalo OAuth refused: ${String(body.error ?? res.status)} ${String(body.error_description ?? body.error_name ?? '')}`.trim(),
    };
  } catch (error) {
    return { ok: false, error: `Zalo OAuth: no answer: ${String(error)}` };
  }
}

type Step = { use: string } | { wait: true } | { spend: string; leaseId: string };

/**
 * A fresh access token. `stale` names one Zalo just refused (-124): a document still holding it is
 * refreshed even before its expiry; one already holding another is used as it is.
 */
export async function refreshAccessToken(
  db: Firestore,
  settings: ZaloSettings,
  stale: string | null,
  now: () => number = Date.now,
): Promise<string> {
  const ref = zaloTokenRef(db);
  const giveUpAt = now() + REFRESH_LEASE_MS + settings.timeoutMs;
  for (;;) {
    const leaseId = randomUUID();
    const step = await runTransaction<Step>(db, async (tx) => {
      const doc = (await tx.get(ref)).data() as ZaloTokenDoc | undefined;
      const fresh = doc && doc.accessToken !== stale && doc.accessExpiresAt > iso(now() + REFRESH_AHEAD_MS);
      if (doc && fresh) return { use: doc.accessToken };
      if (doc?.refreshing && doc.refreshing.until > iso(now())) return { wait: true };
      const spend = doc?.refreshToken ?? settings.initialRefreshToken;
      tx.set(ref, { ...(doc ?? {}), refreshing: { leaseId, until: iso(now() + REFRESH_LEASE_MS) } });
      return { spend, leaseId };
    });
    if ('use' in step) return step.use;
    if ('wait' in step) {
      if (now() > giveUpAt) throw new Error('Zalo token refresh: another instance holds it too long');
      await sleep(WAIT_STEP_MS);
      continue;
    }
    const answer = await requestNewPair(settings, step.spend);
    await runTransaction(db, async (tx) => {
      const doc = (await tx.get(ref)).data() as ZaloTokenDoc | undefined;
      if (doc?.refreshing?.leaseId !== step.leaseId) return;
      if (answer.ok) {
        const next: ZaloTokenDoc = {
          accessToken: answer.accessToken,
          refreshToken: answer.refreshToken,
          accessExpiresAt: iso(now() + answer.expiresInS * 1000),
          refreshedAt: iso(now()),
          refreshing: null,
        };
        tx.set(ref, next);
      } else {
        tx.update(ref, { refreshing: null });
      }
    });
    if (!answer.ok) throw new Error(answer.error);
    return answer.accessToken;
  }
}

/** The access token to send with: the stored one while it is fresh, else a refreshed one. */
export async function currentAccessToken(
  db: Firestore,
  settings: ZaloSettings,
  now: () => number = Date.now,
): Promise<string> {
  const doc = (await zaloTokenRef(db).get()).data() as ZaloTokenDoc | undefined;
  if (doc && !doc.refreshing && doc.accessExpiresAt > iso(now() + REFRESH_AHEAD_MS)) return doc.accessToken;
  return refreshAccessToken(db, settings, null, now);
}
