/** What a sandbox handler answers: a page, JSON, or a redirect. */
export type Reply =
  { status: number; html: string } | { status: number; json: unknown } | { status: 303; location: string };
