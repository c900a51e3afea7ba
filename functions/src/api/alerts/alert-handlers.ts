/**
 * The restock alert endpoints: a customer's own alerts, and the alert emails' unsubscribe link,
 * which needs no sign-in because its signed token names the customer.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { usersCol } from '../../data/collections.js';
import { uidFromUnsubscribeToken } from '../../mail/alert-unsubscribe-token.js';
import { WISH_MSG } from '../../shared/wish-messages.js';
import { badRequest } from '../../http-error.js';
import type { ApiContext } from '../context.js';
import { withStatus, type EndpointHandlers } from '../register-endpoints.js';
import { createAlert, deleteAlert, myAlerts, unsubscribeAlerts } from './alerts.js';

type AlertEndpoint = 'myAlerts' | 'createAlert' | 'deleteAlert' | 'unsubscribeAlertsPage' | 'unsubscribeAlerts';

/** What the link answers, in the customer's language: Vietnamese unless they chose English. */
const UNSUBSCRIBED = { vi: 'Bạn đã hủy nhận thông báo', en: 'You will get no more stock alerts' };

async function unsubscribe(db: Firestore, secret: string, token: string) {
  const uid = uidFromUnsubscribeToken(token, secret);
  if (!uid) throw badRequest(WISH_MSG.badUnsubscribeLink);
  await unsubscribeAlerts(db, uid);
  const language = (await usersCol(db).doc(uid).get()).data()?.language;
  return { message: language === 'en' ? UNSUBSCRIBED.en : UNSUBSCRIBED.vi };
}

export function alertHandlers({ db, alertTokenSecret }: ApiContext): EndpointHandlers<AlertEndpoint> {
  return {
    myAlerts: async ({ user }) => myAlerts(db, user.uid),
    createAlert: async ({ user, body }) => {
      const { alert, created } = await createAlert(db, user.uid, body);
      return withStatus(created ? 201 : 200, alert);
    },
    deleteAlert: async ({ user, params }) => {
      await deleteAlert(db, user.uid, params.id);
      return { message: WISH_MSG.alertDeleted };
    },
    unsubscribeAlertsPage: async ({ query }) => unsubscribe(db, alertTokenSecret(), query.token),
    unsubscribeAlerts: async ({ query }) => unsubscribe(db, alertTokenSecret(), query.token),
  };
}
