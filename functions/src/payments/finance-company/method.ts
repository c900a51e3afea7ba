/**
 * Instalments through a finance company (Home Credit, HD Saison, FE Credit: none has a public
 * online API), as a way to pay (docs/decisions/0110-finance-company-applications.md): the shop
 * takes the application with the order, which awaits the staff's decision holding its stock for the
 * settings' financeHoldHours; approved, it lives like cash on delivery. The applicant's data goes
 * to `financeApplications/{orderId}` only, never on the order.
 */
import { badRequest, conflict } from '../../http-error.js';
import { FINANCE_CONSENT_VERSION } from '../../shared/finance-schemas.js';
import { formatPrice } from '../../shared/money.js';
import { APPROVAL_TIMEOUT_REASON, currentStatus } from '../../shared/order-status.js';
import type { PaymentMethodModule } from '../payment-method.js';
import { financeApplicationsCol, type FinanceApplicationDoc } from './application-store.js';

/** The 409 below the settings' minimum, as the payment step shows it. */
export const financeMinimumMessage = (minOrderAmount: number): string =>
  `Chỉ áp dụng cho đơn hàng từ ${formatPrice(minOrderAmount, 'vnd')}`;

const oneOf = (field: string, values: readonly number[]) =>
  badRequest(`financeApplication.${field} must be one of ${values.join(', ')}`);

export const financeCompanyMethod: PaymentMethodModule = {
  id: 'FINANCE_COMPANY',
  // It holds stock for days with no money taken.
  holdsWithoutMoney: true,
  onPlace: async ({ tx, db, settings, totalPrice, request }) => {
    const { installment } = settings;
    const application = request.financeApplication;
    if (!application) throw badRequest('financeApplication is required for FINANCE_COMPANY');
    if (totalPrice < installment.minOrderAmount) throw conflict(financeMinimumMessage(installment.minOrderAmount));
    if (!installment.terms.includes(application.termMonths)) throw oneOf('termMonths', installment.terms);
    if (!installment.downPaymentPercents.includes(application.downPaymentPercent)) {
      throw oneOf('downPaymentPercent', installment.downPaymentPercents);
    }
    return (orderId, order) => {
      const { termMonths, downPaymentPercent } = application;
      const doc: FinanceApplicationDoc = {
        orderId,
        fullName: application.fullName,
        phone: application.phone,
        nationalId: application.nationalId,
        termMonths,
        downPaymentPercent,
        consent: { givenAt: order.createdAt, textVersion: FINANCE_CONSENT_VERSION },
        createdAt: order.createdAt,
        decidedAt: null,
        eraseAfter: null,
      };
      tx.create(financeApplicationsCol(db).doc(orderId), doc);
      const holdEndsAt = new Date(Date.parse(order.createdAt) + installment.financeHoldHours * 3_600_000);
      return {
        status: 'awaitingApproval',
        statusHistory: [{ status: 'awaitingApproval', at: order.createdAt, by: { role: 'customer' }, note: null }],
        finance: {
          termMonths,
          downPaymentPercent,
          holdEndsAt: holdEndsAt.toISOString(),
          decision: null,
          decidedAt: null,
          partner: null,
          contractNumber: null,
        },
      };
    };
  },
  expiryReason: APPROVAL_TIMEOUT_REASON,
  // Only while it awaits the decision: approved, it holds its stock like cash on delivery, packed.
  holdEnds: (order) => (currentStatus(order) === 'awaitingApproval' ? (order.finance?.holdEndsAt ?? null) : null),
};
