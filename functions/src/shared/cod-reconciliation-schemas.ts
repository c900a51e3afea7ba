/** The query of Đối soát COD (shared/cod-reconciliation.ts), apart so the admin screen loads no zod. */
import { z } from './zod.js';

const dayParam = (name: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a day written YYYY-MM-DD`)
      .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), `${name} must be a day of the calendar`)
      .optional(),
  );

/** The days the orders were placed (Vietnam time, both included) and whether to list only differences. */
export const codReconciliationQuerySchema = z.object({
  from: dayParam('from'),
  to: dayParam('to'),
  onlyDifferences: z
    .enum(['true', 'false', ''], { error: 'onlyDifferences must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});
export type CodReconciliationQuery = z.output<typeof codReconciliationQuerySchema>;
