/**
 * The zod schemas of the questions endpoints (docs/decisions/0098-questions-and-answers.md): a
 * customer's question, the shop's answer, and the admin list's query.
 */
import { z } from './zod.js';
import { cursorQuerySchema } from './api-request-schemas.js';
import { ANSWER_MAX_LENGTH, QUESTION_MAX_LENGTH, QUESTION_MIN_LENGTH, QUESTION_STATUSES } from './entities/question.js';

/** Trimmed first, so spaces never make a question long enough. */
export const questionSchema = z.object({
  text: z
    .string({ error: 'text is required' })
    .trim()
    .min(QUESTION_MIN_LENGTH, `text must be at least ${QUESTION_MIN_LENGTH} characters`)
    .max(QUESTION_MAX_LENGTH, `text must be at most ${QUESTION_MAX_LENGTH} characters`),
});

/** The shop's answer, first given or edited. */
export const answerSchema = z.object({
  text: z
    .string({ error: 'text is required' })
    .trim()
    .min(1, 'text is required')
    .max(ANSWER_MAX_LENGTH, `text must be at most ${ANSWER_MAX_LENGTH} characters`),
});

/** The admin's questions: one status at a time, the ones waiting for an answer when none is named. */
export const adminQuestionsQuerySchema = cursorQuerySchema.extend({
  status: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(QUESTION_STATUSES, { error: `status must be one of ${QUESTION_STATUSES.join(', ')}` }).optional(),
    )
    .transform((status) => status ?? 'pending'),
});
