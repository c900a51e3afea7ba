/**
 * The Zalo channel: one ZNS template message per `messages` document.
 * POST {znsApiUrl}/message/template, header access_token, body {phone: "84…", template_id,
 * template_data, tracking_id}. Zalo answers HTTP 200 whatever happened: only `error: 0` is a success
 * (its `data.msg_id` kept); -124 (invalid access token) refreshes the token once and sends again; any
 * other refusal is final for this channel, and the sender falls back (docs/decisions/0111-zalo-zns-messages.md).
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { ChannelResult, MessageChannel } from '../message-channel.js';
import { znsPhone, type MessageDoc, type MessageTemplate } from '../message-doc.js';
import { currentAccessToken, refreshAccessToken } from './zalo-tokens.js';
import type { ZaloSettings } from './zalo-settings.js';

export const ZNS_INVALID_TOKEN = -124;

type ZnsAnswer = { error: number; message: string; msgId: string | null } | { noAnswer: string };

async function postTemplate(settings: ZaloSettings, accessToken: string, body: unknown): Promise<ZnsAnswer> {
  try {
    const res = await fetch(`${settings.znsApiUrl}/message/template`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', access_token: accessToken },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    const json = (await res.json()) as { error?: unknown; message?: unknown; data?: { msg_id?: unknown } };
    if (typeof json.error !== 'number') return { noAnswer: `HTTP ${res.status} without an error field` };
    const msgId = typeof json.data?.msg_id === 'string' ? json.data.msg_id : null;
    return { error: json.error, message: String(json.message ?? ''), msgId };
  } catch (error) {
    return { noAnswer: String(error) };
  }
}

/**
 * `templateIdOf` reads the template ids from the shop settings at send time: an empty id means the
 * shop has not connected that template, and the message is refused here (so it falls back).
 */
export function znsChannel(
  db: Firestore,
  settings: ZaloSettings,
  templateIdOf: (template: MessageTemplate) => Promise<string>,
): MessageChannel {
  return {
    async send(message: MessageDoc): Promise<ChannelResult> {
      const templateId = await templateIdOf(message.template);
      if (!templateId) return { outcome: 'refused', error: `no Zalo template id for ${message.template}` };
      const body = {
        phone: znsPhone(message.to),
        template_id: templateId,
        template_data: message.data,
        tracking_id: message.trackingId,
      };
      let token: string;
      try {
        token = await currentAccessToken(db, settings);
      } catch (error) {
        return { outcome: 'failed', error: String(error instanceof Error ? error.message : error) };
      }
      let answer = await postTemplate(settings, token, body);
      if ('error' in answer && answer.error === ZNS_INVALID_TOKEN) {
        try {
          token = await refreshAccessToken(db, settings, token);
        } catch (error) {
          return { outcome: 'failed', error: String(error instanceof Error ? error.message : error) };
        }
        answer = await postTemplate(settings, token, body);
      }
      if ('noAnswer' in answer) return { outcome: 'failed', error: `ZNS: no answer: ${answer.noAnswer}` };
      if (answer.error === 0 && answer.msgId) return { outcome: 'sent', msgId: answer.msgId };
      // A token still refused after one refresh is ours to fix, not the buyer's: retry later.
      if (answer.error === ZNS_INVALID_TOKEN)
        return { outcome: 'failed', error: `ZNS ${answer.error}: ${answer.message}` };
      return { outcome: 'refused', error: `ZNS ${answer.error}: ${answer.message}` };
    },
  };
}
