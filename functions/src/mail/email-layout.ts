/**
 * One email's content as blocks, written twice: plain text, and HTML for a narrow phone mail client
 * (one column, inline styles only, at most 600 px wide, nothing that needs CSS support).
 */
import type { MailMessage } from './mail-doc.js';

export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'rows'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  | { kind: 'button'; label: string; url: string };

export interface EmailContent {
  subject: string;
  /** The shop's name, at the top and in the signature. */
  shopName: string;
  heading: string;
  blocks: EmailBlock[];
  /** The last line, e.g. why the reader got this email. */
  footer: string;
  lang: 'vi' | 'en';
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

function textBlock(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'rows':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'button':
      return `${block.label}: ${block.url}`;
  }
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#212121;';

function htmlBlock(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${FONT}font-size:16px;line-height:24px;margin:0 0 16px;">${escapeHtml(block.text)}</p>`;
    case 'rows':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="${FONT}font-size:14px;padding:6px 8px 6px 0;border-bottom:1px solid #e0e0e0;vertical-align:top;">${escapeHtml(label)}</td><td style="${FONT}font-size:14px;padding:6px 0;border-bottom:1px solid #e0e0e0;text-align:right;vertical-align:top;white-space:nowrap;">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'button':
      return `<p style="margin:0 0 16px;"><a href="${escapeHtml(block.url)}" style="${FONT}display:inline-block;background:#1976d2;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;padding:12px 20px;border-radius:4px;">${escapeHtml(block.label)}</a></p><p style="${FONT}font-size:12px;line-height:18px;margin:0 0 16px;word-break:break-all;">${escapeHtml(block.url)}</p>`;
  }
}

export function renderEmail(content: EmailContent): MailMessage {
  const text = [content.heading, ...content.blocks.map(textBlock), content.footer, `— ${content.shopName}`].join(
    '\n\n',
  );
  const html = `<!doctype html><html lang="${content.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head><body style="margin:0;padding:0;background:#f5f5f5;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f5;"><tr><td align="center" style="padding:16px 8px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:4px;"><tr><td style="padding:16px;background:#1976d2;border-radius:4px 4px 0 0;"><p style="${FONT}color:#ffffff;font-size:20px;font-weight:bold;margin:0;">${escapeHtml(content.shopName)}</p></td></tr><tr><td style="padding:16px;"><h1 style="${FONT}font-size:20px;line-height:28px;margin:0 0 16px;">${escapeHtml(content.heading)}</h1>${content.blocks.map(htmlBlock).join('')}<p style="${FONT}font-size:12px;line-height:18px;color:#616161;margin:16px 0 0;">${escapeHtml(content.footer)}</p></td></tr></table></td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}
