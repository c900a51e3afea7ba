/** What a carrier sandbox handler answers: a page, JSON, a PDF, or a redirect; `hang` never answers (an outage). */
export type Reply =
  | { status: number; html: string }
  | { status: number; pdf: Uint8Array }
  | { status: number; json: unknown }
  | { status: 303; location: string }
  | { hang: true };

export const json = (status: number, body: unknown): Reply => ({ status, json: body });

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
