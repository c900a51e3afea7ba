/**
 * The default language shows the source texts themselves: no catalogue is loaded for it, so it
 * adds nothing to the first visit. Lingui's own message compiler (7 KB gzip) would be needed to
 * fill their placeholders; the source texts are written with plain `{name}` placeholders only, and
 * this compiler handles exactly that. source-messages.test.ts checks it against Lingui's compiler
 * for every text in the catalogue, so a text needing more (plurals, quoting) fails there.
 */
import type { Messages } from '@lingui/core';

type CompiledMessage = Exclude<Messages[string], string>;

export function compileSourceMessage(message: string): CompiledMessage {
  const parts: (string | [string])[] = [];
  let last = 0;
  for (const match of message.matchAll(/\{(\w+)\}/g)) {
    if (match.index > last) parts.push(message.slice(last, match.index));
    parts.push([match[1] as string]);
    last = match.index + match[0].length;
  }
  if (last < message.length || parts.length === 0) parts.push(message.slice(last));
  return parts as CompiledMessage;
}
