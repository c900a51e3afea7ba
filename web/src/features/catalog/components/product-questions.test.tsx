import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuestionPage } from '@shared/entities/question';
import { QUESTION_MSG } from '@shared/screen-messages';
import { publicQuestion } from '@test-factories';
import { apiFailure, fakeApi } from '@/testing/fake-api';
import { CUSTOMER, renderWithProviders } from '@/testing/render-with-providers';
import { ProductQuestions } from './product-questions';

const page = (questions: QuestionPage['questions'], nextCursor: string | null = null): QuestionPage => ({
  questions,
  nextCursor,
});
const first = publicQuestion({
  _id: 'q2',
  text: 'Máy có cổng HDMI không ạ?',
  name: 'Minh Anh',
  createdAt: '2026-11-27T03:00:00.000Z',
  answer: { text: 'Dạ có, HDMI 2.1 ạ.', at: '2026-11-27T05:00:00.000Z' },
});
const older = publicQuestion({
  _id: 'q1',
  text: 'Pin dùng được bao lâu?',
  answer: { text: 'Khoảng 10 giờ.', at: '2026-11-20T05:00:00.000Z' },
});

const renderSection = (userInfo: typeof CUSTOMER | undefined = CUSTOMER) =>
  renderWithProviders(<ProductQuestions productId="p1" slug="dell-xps-13-9340" />, {
    url: '/product/dell-xps-13-9340',
    userInfo,
  });

describe('ProductQuestions ("Hỏi đáp")', () => {
  it('shows each answered question with its asker, date and the shop’s answer, and loads the next page on "More"', async () => {
    const api = fakeApi({
      productQuestions: ({ query }) => (query.after ? page([older]) : page([first], '2026-11-27T03:00:00.000Z~q2')),
    });
    renderSection();

    const section = within(await screen.findByRole('region', { name: 'Hỏi đáp' }));
    const list = within(await section.findByRole('list', { name: 'Answered questions' }));
    expect(list.getByText('Máy có cổng HDMI không ạ?')).toBeInTheDocument();
    expect(list.getByText('Minh Anh · 2026-11-27')).toBeInTheDocument();
    expect(list.getByText('Dạ có, HDMI 2.1 ạ.')).toBeInTheDocument();

    await userEvent.click(section.getByRole('button', { name: 'More questions' }));
    expect(await list.findByText('Pin dùng được bao lâu?')).toBeInTheDocument();
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(api.calls('productQuestions').map((call) => call.query.after)).toEqual([
      undefined,
      '2026-11-27T03:00:00.000Z~q2',
    ]);
    expect(section.queryByRole('button', { name: 'More questions' })).not.toBeInTheDocument();
  });

  it('signed out: says none is answered yet and links to sign in, coming back to the questions', async () => {
    fakeApi({ productQuestions: page([]) });
    renderWithProviders(<ProductQuestions productId="p1" slug="dell-xps-13-9340" />, { url: '/product/x' });
    expect(await screen.findByText('No questions answered yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to ask a question' })).toHaveAttribute(
      'href',
      `/signin?redirect=${encodeURIComponent('/product/dell-xps-13-9340#questions')}`,
    );
    expect(screen.queryByRole('button', { name: 'Ask a question' })).not.toBeInTheDocument();
  });

  it('signed in: asks a question and is told it waits for the shop’s answer', async () => {
    const api = fakeApi({ productQuestions: page([]), askQuestion: { _id: 'q9', status: 'pending' } });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask a question' }));
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    const send = screen.getByRole('button', { name: 'Send question' });
    await userEvent.type(box, 'Còn?');
    expect(send).toBeDisabled();
    await userEvent.type(box, ' Máy còn hàng màu bạc không ạ? ');
    await userEvent.click(send);

    expect(await screen.findByText("Thank you: your question waits for the shop's answer.")).toBeInTheDocument();
    expect(api.calls('askQuestion')).toEqual([
      expect.objectContaining({ params: { id: 'p1' }, body: { text: 'Còn? Máy còn hàng màu bạc không ạ?' } }),
    ]);
    expect(screen.queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal past the day’s limit and keeps the question typed', async () => {
    fakeApi({ productQuestions: page([]), askQuestion: apiFailure(429, QUESTION_MSG.tooManyQuestionsOnProduct) });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask a question' }));
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Your question' }),
      'Máy có bàn phím tiếng Việt không?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText(QUESTION_MSG.tooManyQuestionsOnProduct)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('Máy có bàn phím tiếng Việt không?'),
    );
  });
});
