/**
 * The one renderer of content pages' Markdown, for the server (the ssr function's bundle) and the
 * browser (the page and the admin's preview) alike: marked with a sanitiser at the token level
 * (docs/decisions/0108-content-pages.md). Raw HTML is shown as text; a link keeps its target only
 * for http(s), mailto, tel and the shop's own paths, otherwise only its text remains; images show
 * their alt text. Only the page routes load it.
 */
import { Marked, type Tokens } from 'marked';
import { telHref } from '@shared/tel-href';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** Allowed link targets: anything else (javascript:, data:, vbscript:, entities, `//host`) is dropped. */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

export const isSafePageHref = (href: string): boolean => SAFE_HREF.test(href) && !/[\s\\]/.test(href.slice(0, 12));

const marked = new Marked({
  async: false,
  gfm: true,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    image: ({ text }: Tokens.Image) => escapeHtml(text),
    link(token: Tokens.Link) {
      // false: marked's own link renderer, which escapes the target and the title.
      return isSafePageHref(token.href.trim()) ? false : this.parser.parseInline(token.tokens);
    },
  },
});

/** The values a seeded template's `{{name}}` placeholders take, from the shop's settings. */
export type PagePlaceholders = Record<string, string>;

/**
 * Fills `{{name}}` with its value; an unknown name stays as written, so the owner sees what to adapt.
 * After `tel:` the value is a link target: digits only (telHref), as a space would end the link.
 */
export function fillPlaceholders(markdown: string, values: PagePlaceholders): string {
  return markdown.replace(/(tel:)?\{\{(\w+)\}\}/g, (whole, tel: string | undefined, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return tel ? telHref(value) : value;
  });
}

/** The page body's HTML, safe to insert as markup. */
export function renderPageMarkdown(markdown: string): string {
  return marked.parse(markdown) as string;
}
