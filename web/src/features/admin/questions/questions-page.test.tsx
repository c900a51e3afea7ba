import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminQuestion, AdminQuestionPage } from '@shared/entities/question';
import { adminQuestion } from '@test-factories';
import { fakeApi } from '@/testing/fake-api';
import { ADMIN, renderPage } from '@/testing/render-page';
import AdminQuestionsPage from './questions-page';

const pageOf = (questions: AdminQuestion[], nextCursor: string | null = null): AdminQuestionPage => ({
  questions,
  nextCursor,
});
const pending = adminQuestion();
const answered = adminQuestion({
  status: 'answered',
  answer: { text: 'Không nâng cấp được ạ.', at: '2025-03-05T00:00:00.000Z' },
});
const renderQuestions = (url = '/admin/questions') =>
  renderPage(<AdminQuestionsPage />, { path: '/admin/questions', url, user: ADMIN });

describe('admin questions page', () => {
  it('lists the questions waiting for an answer with their laptop and asker, and answers one', async () => {
    const lists = [pageOf([pending]), pageOf([])];
    const api = fakeApi({
      adminQuestions: () => lists.shift() ?? pageOf([]),
      answerQuestion: answered,
    });
    renderQuestions();

    const card = within(await screen.findByRole('listitem', { name: pending.text }));
    expect(card.getByRole('link', { name: 'Dell XPS 13 9340' })).toHaveAttribute('href', '/product/dell-xps-13-9340');
    expect(card.getByText(/Lan Nguyen on 2025-03-04/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Waiting for an answer', selected: true })).toBeInTheDocument();

    await userEvent.click(card.getByRole('button', { name: 'Answer' }));
    await userEvent.type(card.getByRole('textbox', { name: 'Answer' }), '  Không nâng cấp được ạ. ');
    await userEvent.click(card.getByRole('button', { name: 'Save answer' }));

    expect(await screen.findByText('No questions here.')).toBeInTheDocument();
    expect(api.calls('answerQuestion')).toEqual([
      expect.objectContaining({ params: { id: 'question-1' }, body: { text: 'Không nâng cấp được ạ.' } }),
    ]);
    expect(api.calls('adminQuestions').map((call) => call.query.status)).toEqual(['pending', 'pending']);
  });

  it('shows answered questions on their tab, edits an answer and hides a question', async () => {
    const api = fakeApi({
      adminQuestions: pageOf([answered]),
      answerQuestion: answered,
      hideQuestion: { ...answered, status: 'hidden' },
    });
    renderQuestions();
    await userEvent.click(await screen.findByRole('tab', { name: 'Answered' }));
    const card = within(await screen.findByRole('listitem', { name: answered.text }));
    expect(card.getByText('Không nâng cấp được ạ.')).toBeInTheDocument();

    await userEvent.click(card.getByRole('button', { name: 'Edit answer' }));
    expect(card.getByRole('textbox', { name: 'Answer' })).toHaveValue('Không nâng cấp được ạ.');
    await userEvent.click(card.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(card.getByRole('button', { name: 'Hide' }));

    expect(await screen.findByText('Question hidden')).toBeInTheDocument();
    expect(api.calls('hideQuestion')).toEqual([expect.objectContaining({ params: { id: 'question-1' } })]);
    expect(api.calls('adminQuestions').map((call) => call.query.status)).toEqual(['pending', 'answered', 'answered']);
  });

  it('shows hidden questions again, and pages by cursor within the tab', async () => {
    const hidden = adminQuestion({ status: 'hidden' });
    const api = fakeApi({
      adminQuestions: pageOf([hidden], '2025-03-04T05:06:07.000Z~question-1'),
      unhideQuestion: pending,
    });
    renderQuestions('/admin/questions?status=hidden');
    const card = within(await screen.findByRole('listitem', { name: hidden.text }));
    await userEvent.click(card.getByRole('button', { name: 'Show again' }));
    expect(await screen.findByText('Question shown again')).toBeInTheDocument();
    expect(api.calls('unhideQuestion')).toEqual([expect.objectContaining({ params: { id: 'question-1' } })]);
    const pager = screen.getByRole('navigation', { name: 'Question pages' });
    expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/admin/questions?status=hidden&after=2025-03-04T05%3A06%3A07.000Z%7Equestion-1',
    );
  });
});
