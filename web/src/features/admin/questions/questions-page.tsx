/**
 * /admin/questions: customers' questions about products, one status at a time (waiting, answered,
 * hidden), newest first, paged by cursor. The admin answers or edits an answer (the first answer
 * emails the asker), hides a question from the product page or shows it again
 * (docs/decisions/0098-questions-and-answers.md).
 */
import { t } from '@lingui/core/macro';
import { Button, Card, CardActions, CardContent, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { QUESTION_STATUSES, type AdminQuestion, type QuestionStatus } from '@shared/entities/question';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/paths';
import { shownDateTime } from '@/i18n/dates';
import { notify } from '@/lib/notify';
import { useApiQuery } from '@/lib/use-api-query';
import { adminApi } from '@/features/admin/shared/admin-api';
import { AdminPageTitle } from '@/features/admin/shared/admin-page-title';
import { CursorPager, useAfterCursor } from '@/features/admin/shared/cursor-pager';
import { AnswerForm } from './answer-form';

const STATUS_LABELS = (): Record<QuestionStatus, string> => ({
  pending: t`Waiting for an answer`,
  answered: t`Answered`,
  hidden: t`Hidden`,
});

/**
 * A page of one status's questions (pending when left out), after a cursor. Built here rather than
 * in config/paths.ts, which every route loads: only this screen links to its own pages.
 */
function questionsPath(status: QuestionStatus, after?: string): string {
  const query = new URLSearchParams();
  if (status !== 'pending') query.set('status', status);
  if (after) query.set('after', after);
  const qs = query.toString();
  return qs ? `${paths.adminQuestions()}?${qs}` : paths.adminQuestions();
}

function useStatus(): QuestionStatus {
  const [searchParams] = useSearchParams();
  const status = searchParams.get('status');
  return QUESTION_STATUSES.find((known) => known === status) ?? 'pending';
}

export default function AdminQuestionsPage() {
  const status = useStatus();
  const after = useAfterCursor();
  const [, setSearchParams] = useSearchParams();
  const questions = useApiQuery('adminQuestions', { query: { status, after } });
  const labels = STATUS_LABELS();

  return (
    <Stack spacing={2}>
      <AdminPageTitle title={t`Questions`} />
      <Tabs
        value={status}
        onChange={(_, next: QuestionStatus) => setSearchParams(next === 'pending' ? {} : { status: next })}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t`Question states`}
      >
        {QUESTION_STATUSES.map((state) => (
          <Tab key={state} value={state} label={labels[state]} />
        ))}
      </Tabs>
      <QueryView query={questions}>
        {({ questions: rows }) =>
          rows.length === 0 && !after ? (
            <Typography>{t`No questions here.`}</Typography>
          ) : (
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`Questions`}>
              {rows.map((question) => (
                <QuestionCard key={question._id} question={question} onChanged={questions.reload} />
              ))}
            </Stack>
          )
        }
      </QueryView>
      <CursorPager
        label={t`Question pages`}
        after={after}
        nextCursor={questions.data?.nextCursor}
        pathFor={(next) => questionsPath(status, next)}
      />
    </Stack>
  );
}

function QuestionCard({ question, onChanged }: { question: AdminQuestion; onChanged: () => void }) {
  const [answering, setAnswering] = useState(false);
  const [saving, setSaving] = useState(false);
  const { product, asker } = question;
  const asked = shownDateTime(question.createdAt);

  const run = async (change: () => Promise<unknown>, done: string) => {
    setSaving(true);
    try {
      await change();
      notify.success(done);
      setAnswering(false);
      onChanged();
    } catch (error) {
      notify.error(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="li" variant="outlined" aria-label={question.text}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {product ? (
            <Link component={RouterLink} to={paths.product(product.slug)}>
              {product.name}
            </Link>
          ) : (
            t`Deleted product`
          )}{' '}
          · {t`${asker.name} on ${asked}`}
        </Typography>
        <Typography sx={{ mt: 1, fontWeight: 600, whiteSpace: 'pre-line' }}>{question.text}</Typography>
        {question.answer && !answering && (
          <Typography sx={{ mt: 1, pl: 2, borderLeft: 3, borderColor: 'primary.main', whiteSpace: 'pre-line' }}>
            {question.answer.text}
          </Typography>
        )}
        {answering && (
          <AnswerForm
            initial={question.answer?.text ?? ''}
            saving={saving}
            onCancel={() => setAnswering(false)}
            onSave={(text) => void run(() => adminApi.answerQuestion(question._id, text), t`Answer saved`)}
          />
        )}
      </CardContent>
      {!answering && (
        <CardActions>
          <Button size="small" variant="contained" disabled={saving} onClick={() => setAnswering(true)}>
            {question.answer ? t`Edit answer` : t`Answer`}
          </Button>
          {question.status === 'hidden' ? (
            <Button
              size="small"
              disabled={saving}
              onClick={() => void run(() => adminApi.unhideQuestion(question._id), t`Question shown again`)}
            >
              {t`Show again`}
            </Button>
          ) : (
            <Button
              size="small"
              disabled={saving}
              onClick={() => void run(() => adminApi.hideQuestion(question._id), t`Question hidden`)}
            >
              {t`Hide`}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
