/**
 * The profile's switch for order news by Zalo (docs/guest-checkout-and-zalo.md): an opt-in or a
 * withdrawal for the account's verified phone, recorded in the consent store like the checkout box's
 * (source "profile", with the account's uid), so the latest choice for that phone decides when each
 * message is sent.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { usersCol } from '../../data/collections.js';
import { conflict } from '../../http-error.js';
import { latestZaloConsent, recordMessageConsent } from '../../messages/message-consents.js';
import type { AccountPhone } from '../../shared/claim-endpoints.js';
import { CLAIM_MSG } from '../../shared/claim-messages.js';

/** Which wording of the profile's switch the customer saw: bump it when the text changes. */
export const PROFILE_ZALO_TEXT_VERSION = 'profile-zalo-2026-11';

/** The account's verified phone, and whether its latest Zalo choice is an opt-in. */
export async function accountPhone(db: Firestore, uid: string): Promise<AccountPhone> {
  const user = (await usersCol(db).doc(uid).get()).data();
  const phone = user?.phoneVerifiedAt ? (user.phone ?? null) : null;
  const zaloMessages = phone ? (await latestZaloConsent(db, phone))?.granted === true : false;
  return { phone: user?.phone ?? null, phoneVerifiedAt: user?.phoneVerifiedAt ?? null, zaloMessages };
}

export async function chooseZaloMessages(
  db: Firestore,
  uid: string,
  granted: boolean,
): Promise<AccountPhone & { message: string }> {
  const user = (await usersCol(db).doc(uid).get()).data();
  if (!user?.phone || !user.phoneVerifiedAt) throw conflict(CLAIM_MSG.phoneNotVerified);
  await recordMessageConsent(db, {
    phone: user.phone,
    granted,
    textVersion: PROFILE_ZALO_TEXT_VERSION,
    source: 'profile',
    uid,
  });
  return {
    phone: user.phone,
    phoneVerifiedAt: user.phoneVerifiedAt,
    zaloMessages: granted,
    message: granted ? CLAIM_MSG.zaloMessagesOn : CLAIM_MSG.zaloMessagesOff,
  };
}
