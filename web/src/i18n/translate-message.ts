/**
 * Texts that come from shared code rather than from the web's own macros: the API's messages, the
 * zod schemas' validation messages (server answers and form checks alike) and the option labels
 * of shared constants. The API answers in the source text; the web shows it in the reader's
 * language through the catalogue, where these texts are entries whose id is the text itself
 * (web/lingui/shared-messages-extractor.ts).
 *
 * A message the server filled in ('name is required', 'VNPAY accepts totals from …') is matched
 * against the catalogue's templates ('{field} is required'); the values are translated in turn, so
 * field names read in the reader's language too.
 */
import { i18n, type Messages } from '@lingui/core';

interface Template {
  id: string;
  pattern: RegExp;
  names: string[];
}

const PLACEHOLDER = /\{(\w+)\}/g;
let cached: { messages: Messages; templates: Template[] } | null = null;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function toTemplate(id: string): Template {
  const names = [...id.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
  const pattern = id
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : '(.+?)'))
    .join('');
  return { id, pattern: new RegExp(`^${pattern}$`, 's'), names };
}

/** The catalogue's templates, the most specific (longest fixed text) first. */
function templates(): Template[] {
  const messages = i18n.messages;
  if (cached?.messages !== messages) {
    const list = Object.keys(messages).filter((id) => /\{\w+\}/.test(id));
    const fixedLength = (id: string) => id.replace(PLACEHOLDER, '').length;
    list.sort((a, b) => fixedLength(b) - fixedLength(a));
    cached = { messages, templates: list.map(toTemplate) };
  }
  return cached.templates;
}

/** `text` in the active language; unchanged when the catalogue does not know it. */
export function translateMessage(text: string): string {
  if (Object.hasOwn(i18n.messages, text)) return i18n._(text);
  // A zod issue at a nested path reads 'orderItems.0.quantity: <message>' (schemas.ts formatIssue).
  const nested = /^([\w.]+): (.+)$/s.exec(text);
  if (nested) return `${nested[1]}: ${translateMessage(nested[2] ?? '')}`;
  for (const template of templates()) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(template.names.map((name, i) => [name, translateMessage(match[i + 1] ?? '')]));
    return i18n._(template.id, values);
  }
  return text;
}
