/** The deployed mail sender's settings: the configured SMTP server, From address and Message-ID domain. */
import { mailSettings } from '../config.js';
import type { SenderOptions } from '../mail/send-mail.js';
import { smtpTransport } from '../mail/smtp-transport.js';
import { shopOrigin } from '../site-origin.js';

let cached: { key: string; options: SenderOptions } | null = null;

/** One transport per instance and setting (params are read at run time, not at load). */
export function mailSenderOptions(): SenderOptions {
  const { smtpUrl, smtpPassword, from } = mailSettings();
  const key = `${smtpUrl}\n${from}`;
  if (cached?.key !== key) {
    cached = {
      key,
      options: {
        transport: smtpTransport(smtpUrl, smtpPassword),
        from,
        messageIdDomain: new URL(shopOrigin()).hostname,
      },
    };
  }
  return cached.options;
}
