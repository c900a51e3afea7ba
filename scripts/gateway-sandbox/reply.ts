/** What a sandbox handler answers: a page, JSON, plain text, or a redirect. */
export type Reply =
  | { status: number; html: string }
  | { status: number; json: unknown }
  | { status: number; text: string }
  | { status: 303; location: string };
