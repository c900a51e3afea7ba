/**
 * Orders read straight from Firestore under the rules (docs/decisions/0028-orders-read-from-firestore.md):
 * a customer their own, an admin every order and, from `orders/{id}/staff/actors`, who did what.
 * Each read is a live listener: the screen changes when the order does (a gateway's payment, a
 * bank transfer, a shipment, a cancellation), with no reload and no polling. The full SDK and the
 * Auth session load on the first read, never with the page.
 */
import { t } from '@lingui/core/macro';
import type { FirestoreError } from 'firebase/firestore';
import { COLLECTIONS, ORDER_STAFF_DOCS, ORDER_SUBCOLLECTIONS } from '@shared/collections';
import type { Order, OrderDoc } from '@shared/entities/order';
import { API_MSG } from '@shared/messages';
import { withOrderDefaults } from '@shared/order-defaults';
import { withStaffActors, type OrderStaffDoc } from '@shared/order-staff';
import { toOrder } from '@shared/to-api';
import { translateMessage } from '@/i18n/translate-message';
import type { LiveListener } from '@/lib/use-live';

type Unsubscribe = () => void;

const notFound = () => translateMessage(API_MSG.orderNotFound);
const unreachable = () => t`Cannot reach the server. Check your connection and try again.`;

/**
 * The SDK (its functions and the app's Firestore) and the Auth session, loaded once, the session
 * restored first. Types only are imported statically: the SDK is not on any route's first visit.
 */
const load = async () => {
  const [live, auth] = await Promise.all([import('@/lib/firestore-live'), import('@/lib/firebase-auth')]);
  // The rules read request.auth: listening before the session is restored would be refused.
  await auth.currentIdToken();
  return live;
};
let loading: ReturnType<typeof load> | null = null;
const liveFirestore = () => (loading ??= load());

/**
 * Starts `listen` once the SDK is there; the returned function stops it, also when called before
 * it started.
 */
function whenLoaded(
  listen: (sdk: Awaited<ReturnType<typeof load>>) => Unsubscribe,
  onError: (message: string) => void,
) {
  let stop: Unsubscribe | null = null;
  let stopped = false;
  liveFirestore().then(
    (sdk) => {
      if (!stopped) stop = listen(sdk);
    },
    () => !stopped && onError(unreachable()),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * Someone else's order and a missing one read alike (the rules refuse both to a customer), as the
 * API answers them, so ids cannot be probed.
 */
const readError = (error: FirestoreError): string =>
  error.code === 'permission-denied' || error.code === 'not-found' ? notFound() : unreachable();

/** One order, live; for an admin also who did what, merged as the API merges it. */
export function watchOrder(id: string, asAdmin: boolean, listener: LiveListener<Order>): Unsubscribe {
  return whenLoaded(({ liveFirestore: db, doc, onSnapshot }) => {
    const orderRef = doc(db, COLLECTIONS.orders, id);
    let order: Order | null = null;
    let staff: OrderStaffDoc | undefined;
    // An admin's first answer waits for both documents, so the timeline never shows roles first.
    let staffRead = !asAdmin;
    const publish = () => {
      if (order && staffRead) listener.next(withStaffActors(order, staff));
    };
    const stops = [
      onSnapshot(
        orderRef,
        (snapshot) => {
          if (!snapshot.exists()) {
            listener.error(notFound());
            return;
          }
          order = toOrder(snapshot.id, withOrderDefaults(snapshot.data() as OrderDoc));
          publish();
        },
        (error) => listener.error(readError(error)),
      ),
    ];
    if (asAdmin) {
      const staffRef = doc(orderRef, ORDER_SUBCOLLECTIONS.staff, ORDER_STAFF_DOCS.actors);
      stops.push(
        onSnapshot(
          staffRef,
          (snapshot) => {
            staff = snapshot.exists() ? (snapshot.data() as OrderStaffDoc) : undefined;
            staffRead = true;
            publish();
          },
          (error) => listener.error(readError(error)),
        ),
      );
    }
    return () => stops.forEach((stop) => stop());
  }, listener.error);
}

/** The signed-in customer's orders, newest first, live (the rules accept only this query for them). */
export function watchMyOrders(uid: string, listener: LiveListener<Order[]>): Unsubscribe {
  return whenLoaded(
    ({ liveFirestore: db, collection, onSnapshot, orderBy, query, where }) =>
      onSnapshot(
        query(collection(db, COLLECTIONS.orders), where('userId', '==', uid), orderBy('createdAt', 'desc')),
        (snapshot) => listener.next(snapshot.docs.map((d) => toOrder(d.id, withOrderDefaults(d.data() as OrderDoc)))),
        () => listener.error(unreachable()),
      ),
    listener.error,
  );
}
