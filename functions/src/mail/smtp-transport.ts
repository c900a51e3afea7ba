/** The SMTP transport: nodemailer on the configured server URL (the local mail catcher, or the shop's provider). */
import { createTransport } from 'nodemailer';
import type { MailTransport } from './send-mail.js';

/**
 * `smtpUrl` as nodemailer takes it (smtp://user@host:port, smtps:// for TLS); a password given
 * apart (a secret) is set on the URL here so it never sits in a plain parameter.
 */
export function smtpTransport(smtpUrl: string, password = ''): MailTransport {
  const url = new URL(smtpUrl);
  // Only with a user name: nodemailer signs in only when the URL names one.
  if (password && url.username) url.password = password;
  return createTransport(url.toString());
}
