/**
 * Questions and answers on a phone (390×844, a vi-VN Chromium; docs/decisions/0098-questions-and-answers.md):
 * a signed-out shopper follows "Hỏi đáp"'s sign-in link and comes back to ask; the admin answers on
 * /admin/questions; the answer shows under "Hỏi đáp", server-rendered; and the email with the
 * product's link arrives at the mail catcher. axe checks each screen.
 */
import { describe, expect, it } from 'vitest';
import { BASE_URL, browserForFile, hydrated, newPage, screenshot } from './support/browser';
import { signInOnPage, signInThroughUi, uniqueAccount } from './support/auth';
import { linkIn, waitForEmail } from './support/inbox';
import { ACCOUNTS } from './support/seed';

const browser = browserForFile({ reseed: true });
const SLUG = 'dell-xps-13-9340';
const QUESTION = 'Máy có nâng cấp RAM được không ạ? Em cần 32 GB để dựng video.';
const ANSWER = 'Dạ, RAM của máy hàn trên bo mạch nên không nâng cấp được; bản 32 GB có sẵn ạ.';

/** A new customer, made through the API (a new account has asked nothing today). */
async function newCustomer() {
  const account = uniqueAccount('Khach');
  const response = await fetch(`${BASE_URL}/api/users/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) throw new Error(`signup answered ${response.status}`);
  return account;
}

describe('questions and answers on a phone', () => {
  it('a customer asks, the admin answers, the answer shows under Hỏi đáp and the email arrives', async () => {
    const customer = await newCustomer();
    const shopper = await newPage(browser(), 'phone');
    const admin = await newPage(browser(), 'phone');
    try {
      const { page } = shopper;
      await page.goto(`/product/${SLUG}`);
      const section = page.getByRole('region', { name: 'Hỏi đáp' });
      await section.getByText('No questions answered yet.').waitFor();
      // A click while React takes over the server-rendered link can be lost: wait for hydration first.
      await hydrated(page);
      await section.getByRole('link', { name: 'Sign in to ask a question' }).click();
      await page.waitForURL(/\/signin\?redirect=/);
      await signInOnPage(page, customer);
      await page.waitForURL((url) => url.pathname === `/product/${SLUG}`);

      await section.getByRole('button', { name: 'Ask a question' }).click();
      await section.getByRole('textbox', { name: 'Your question' }).fill(QUESTION);
      await section.getByRole('button', { name: 'Send question' }).click();
      await section.getByText("Thank you: your question waits for the shop's answer.").waitFor();
      await screenshot(page, 'question-asked');
      // Pending: not on the page for anyone yet.
      await page.reload();
      await section.getByText('No questions answered yet.').waitFor();

      const adminPage = admin.page;
      await signInThroughUi(adminPage, ACCOUNTS.admin, '/admin/questions');
      const card = adminPage.getByRole('listitem', { name: QUESTION });
      await card.getByRole('link', { name: 'Dell XPS 13 9340' }).waitFor();
      await screenshot(adminPage, 'admin-questions');
      await card.getByRole('button', { name: 'Answer' }).click();
      await card.getByRole('textbox', { name: 'Answer' }).fill(ANSWER);
      await card.getByRole('button', { name: 'Save answer' }).click();
      await adminPage.getByText('Answer saved').waitFor();
      await adminPage.getByRole('tab', { name: 'Answered' }).click();
      await adminPage.getByRole('listitem', { name: QUESTION }).getByText(ANSWER).waitFor();

      // The server-rendered page carries the answer before any script runs.
      const html = await (await fetch(`${BASE_URL}/product/${SLUG}`)).text();
      expect(html).toContain(ANSWER);
      await page.reload();
      const answered = section.getByRole('list', { name: 'Answered questions' }).getByRole('listitem');
      await answered.filter({ hasText: QUESTION }).getByText(ANSWER).waitFor();
      await answered.filter({ hasText: QUESTION }).scrollIntoViewIfNeeded();
      await screenshot(page, 'question-answered');

      const email = await waitForEmail(customer.email, /Dell XPS 13 9340/);
      expect(email.text).toContain(ANSWER);
      expect(new URL(linkIn(email, `/product/${SLUG}`)).pathname).toBe(`/product/${SLUG}`);
    } finally {
      await shopper.context.close();
      await admin.context.close();
    }
  }, 180_000);
});
