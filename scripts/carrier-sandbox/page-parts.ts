/** The carrier sandbox pages' frame and its one-button forms. */
import { escapeHtml } from './reply.js';

const STYLE =
  'body{font-family:sans-serif;max-width:960px;margin:1rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}form{display:inline}button{margin:.1rem}';

export const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;

export const button = (action: string, label: string, fields: Record<string, string> = {}) =>
  `<form method="post" action="${escapeHtml(action)}">${Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')}<button>${escapeHtml(label)}</button></form>`;
