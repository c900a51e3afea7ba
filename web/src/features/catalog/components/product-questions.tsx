/**
 * "Hỏi đáp" under a product's reviews (docs/decisions/0098-questions-and-answers.md): the answered
 * questions, newest first, server-rendered and embedded in the page so hydration reads nothing; a
 * "more" button for the next page; and, signed in, a way to ask (signed out, a link to sign in that
 * comes back here). The form loads when the customer opens it, not with the page.
 */
import { t } from '@lingui/core/macro';
import { Box, Button, Divider, Link, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { QuestionPage } from '@shared/entities/question';
import { LoadingBox } from '@/components/loading-box';
import { MessageBox } from '@/components/message-box';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import { shownDay } from '@/i18n/dates';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useApiQuery } from '@/lib/use-api-query';
import { useHydrated } from '@/lib/use-hydrated';

const QuestionForm = lazy(() =>
  import('@/features/catalog/components/question-form').then(({ QuestionForm }) => ({ default: QuestionForm })),
);

/** The next page appended; a question already shown is not listed twice. */
function withMore(current: QuestionPage, page: QuestionPage): QuestionPage {
  const shown = new Set(current.questions.map((question) => question._id));
  return {
    questions: [...current.questions, ...page.questions.filter((question) => !shown.has(question._id))],
    nextCursor: page.nextCursor,
  };
}

export function ProductQuestions({ productId, slug }: { productId: string; slug: string }) {
  const questions = useApiQuery('productQuestions', { params: { id: productId }, query: {} });
  const page = questions.data;
  return (
    <Box component="section" aria-labelledby="questions" sx={{ mt: 5 }}>
      <Typography component="h2" variant="h5" id="questions" sx={{ mb: 2 }}>
        {t`Hỏi đáp`}
      </Typography>
      {page && page.questions.length === 0 && <Typography>{t`No questions answered yet.`}</Typography>}
      {page && page.questions.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`Answered questions`}>
          {page.questions.map((question) => (
            <Box component="li" key={question._id} sx={{ py: 1.5 }}>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'pre-line' }}>{question.text}</Typography>
              <Typography variant="body2" color="text.secondary">
                {question.name} · {shownDay(question.createdAt)}
              </Typography>
              <Box sx={{ mt: 1, pl: 2, borderLeft: 3, borderColor: 'primary.main' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t`Shop's answer`} · {shownDay(question.answer.at)}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{question.answer.text}</Typography>
              </Box>
              <Divider sx={{ mt: 1.5 }} />
            </Box>
          ))}
        </Box>
      )}
      {page?.nextCursor && (
        <MoreQuestionsButton
          productId={productId}
          after={page.nextCursor}
          onLoaded={(next) => questions.update((current) => withMore(current, next))}
        />
      )}
      <AskQuestion productId={productId} slug={slug} />
    </Box>
  );
}

function MoreQuestionsButton({
  productId,
  after,
  onLoaded,
}: {
  productId: string;
  after: string;
  onLoaded: (page: QuestionPage) => void;
}) {
  const [loading, setLoading] = useState(false);
  // The server-rendered page shows the button before the app runs; a click then would be lost.
  const ready = useHydrated();
  const loadMore = async () => {
    setLoading(true);
    try {
      onLoaded(await callApi('productQuestions', { params: { id: productId }, query: { after } }));
    } catch (error) {
      notify.error(error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button variant="outlined" disabled={loading || !ready} onClick={() => void loadMore()} sx={{ mt: 2 }}>
      {t`More questions`}
    </Button>
  );
}

function AskQuestion({ productId, slug }: { productId: string; slug: string }) {
  const { userInfo } = useSession();
  const [state, setState] = useState<'closed' | 'open' | 'asked'>('closed');
  if (!userInfo) {
    return (
      <MessageBox>
        <Link component={RouterLink} to={paths.signin(`${paths.product(slug)}#questions`)}>
          {t`Sign in to ask a question`}
        </Link>
      </MessageBox>
    );
  }
  if (state === 'asked') {
    // An alert: read out as it appears, where the form was.
    return <MessageBox severity="success">{t`Thank you: your question waits for the shop's answer.`}</MessageBox>;
  }
  if (state === 'closed') {
    return (
      <Button variant="contained" onClick={() => setState('open')} sx={{ mt: 2 }}>
        {t`Ask a question`}
      </Button>
    );
  }
  return (
    <Suspense fallback={<LoadingBox />}>
      <QuestionForm productId={productId} onAsked={() => setState('asked')} />
    </Suspense>
  );
}
