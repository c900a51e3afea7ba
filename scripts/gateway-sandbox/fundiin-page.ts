/** Fundiin's checkout page in the sandbox: the amount, each term's monthly amount, Approve and Decline. */
import { formatPrice } from '../../functions/src/shared/money.js';
import type { InstallmentPlan } from '../../functions/src/shared/installment-plan.js';
import { escapeHtml, page } from './pages.js';

export interface FundiinView {
  token: string;
  reference: string;
  /** VND. */
  amount: number;
  plans: InstallmentPlan[];
}

const vnd = (amount: number) => formatPrice(amount, 'vnd');

export const fundiinPage = (view: FundiinView) =>
  page(
    'Fundiin – Trả sau',
    `<h1>Fundiin</h1><dl><dt>Đơn hàng / Order</dt><dd>${escapeHtml(view.reference)}</dd>
<dt>Số tiền / Amount</dt><dd data-testid="amount">${escapeHtml(vnd(view.amount))}</dd></dl>
<form method="post" action="/installment/pay/decide"><fieldset><legend>Kỳ hạn / Term</legend>
${view.plans
  .map(
    (plan, index) =>
      `<label><input type="radio" name="term" value="${plan.termMonths}"${index === 0 ? ' checked' : ''}> ` +
      `${plan.termMonths} tháng: ${escapeHtml(vnd(plan.monthly))}/tháng</label>`,
  )
  .join('\n')}
</fieldset><input type="hidden" name="token" value="${escapeHtml(view.token)}">
<div class="actions"><button class="pay" type="submit" name="decision" value="approve">Duyệt (Approve)</button>
<button class="cancel" type="submit" name="decision" value="decline">Từ chối (Decline)</button></div></form>`,
  );
