/**
 * The review form's rating choices. Apart from constants.ts, which every first visit loads: only
 * the product page's review form shows them.
 */
export const REVIEW_RATING_LABELS = [
  { value: 1, label: '1 Poor' },
  { value: 2, label: '2 Fair' },
  { value: 3, label: '3 Good' },
  { value: 4, label: '4 Very good' },
  { value: 5, label: '5 Excelent' },
] as const;
