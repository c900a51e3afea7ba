/**
 * Google Merchant Center's RSS 2.0 product feed (docs/product-feeds.md): the channel names the
 * shop, each <item> carries one MerchantItem's attributes in the g: namespace. Every text goes
 * through xmlEscape, so a name with '&' or '<' stays well-formed.
 */
import type { MerchantItem } from '../shared/merchant-items.js';
import { xmlEscape } from './sitemap-xml.js';

export const GOOGLE_NS = 'http://base.google.com/ns/1.0';

export interface FeedChannel {
  /** The shop's name, as Settings has it. */
  title: string;
  /** The shop's origin, its home page. */
  link: string;
}

const element = (name: string, value: string) => `<g:${name}>${xmlEscape(value)}</g:${name}>`;

export function itemXml(item: MerchantItem): string {
  const { additional_image_link, product_detail, ...single } = item;
  const fields = Object.entries(single).map(([name, value]) => element(name, String(value)));
  const images = additional_image_link.map((url) => element('additional_image_link', url));
  const details = product_detail.map(
    (detail) =>
      `<g:product_detail>${element('section_name', detail.section_name)}${element('attribute_name', detail.attribute_name)}` +
      `${element('attribute_value', detail.attribute_value)}</g:product_detail>`,
  );
  return `    <item>${[...fields, ...images, ...details].join('')}</item>`;
}

/** The document up to its first item. */
export function feedHead(channel: FeedChannel): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${GOOGLE_NS}">`,
    '  <channel>',
    `    <title>${xmlEscape(channel.title)}</title>`,
    `    <link>${xmlEscape(channel.link)}</link>`,
    `    <description>${xmlEscape(`${channel.title}: Google Shopping product feed`)}</description>`,
    '',
  ].join('\n');
}

/** The document after its last item. */
export const FEED_TAIL = '  </channel>\n</rss>\n';

/** The whole document (the app streams the same parts: seo-app.ts). */
export function googleFeedXml(channel: FeedChannel, items: readonly MerchantItem[]): string {
  return feedHead(channel) + items.map((item) => `${itemXml(item)}\n`).join('') + FEED_TAIL;
}
