#!/usr/bin/env node
/**
 * Draws each seed product's photos (brand colours, category styling, name and brand text) as SVG:
 * the views of seed/photo-views.json (front, three-quarters, ports, keyboard, lid). Each is saved as
 * a JPEG original, web/public/images/products/{slug}.jpg for the front and {slug}-{view}.jpg for the
 * others, plus WebP renditions beside it ({name}-w400.webp, -w800, -w1200) that the pages' srcset
 * names; sample.jpg for the admin's sample product. The drawings are deterministic; the files are
 * checked in, as the text in them depends on the fonts of the machine that ran this.
 *
 *   node scripts/data/generate-product-images.mjs
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = new URL('../../', import.meta.url);
const OUT_DIR = new URL('web/public/images/products/', ROOT);
const SAMPLE = { slug: 'sample', name: 'Sample Product', brand: 'Laptop Shop', category: 'Laptop' };
const WIDTH = 640;
const HEIGHT = 480;

const BRAND_COLOURS = {
  Dell: ['#0076ce', '#00b4e6'],
  HP: ['#0096d6', '#5c6bc0'],
  Lenovo: ['#e2231a', '#ff8a5c'],
  ASUS: ['#00539b', '#00a3e0'],
  Acer: ['#6da516', '#1f9e74'],
  MSI: ['#d7282f', '#7a1020'],
  Apple: ['#6e6e73', '#5e5ce6'],
  LG: ['#a50034', '#e6557e'],
  Microsoft: ['#0078d4', '#7fba00'],
  Gigabyte: ['#f7931e', '#d4380d'],
  Huawei: ['#cf0a2c', '#ff6f61'],
  Samsung: ['#1428a0', '#4f7cff'],
  Razer: ['#2fb81c', '#0b5e17'],
};
const DEFAULT_COLOURS = ['#546e7a', '#90a4ae'];

/** Chassis colours (deck top, deck bottom, front lip, lid edge) by category: gaming dark, thin-and-light silver... */
const CHASSIS = {
  Gaming: ['#3a3f47', '#22262c', '#15171a', '#2a2e35'],
  'Mỏng nhẹ': ['#e4e7eb', '#c9ced5', '#a9afb8', '#cfd3d9'],
  'Doanh nhân': ['#4a4f57', '#33373d', '#24272c', '#3b3f46'],
  'Đồ họa': ['#8a9099', '#6b7079', '#50545b', '#7b8089'],
};
const DEFAULT_CHASSIS = ['#c7ccd3', '#aab0b9', '#8c929c', '#b7bcc4'];

const RGB_STOPS = ['#ff3d71', '#ffaa00', '#00e096', '#0095ff', '#8f5cff'];

function escapeXml(text) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** Mixes a #rrggbb colour with white; amount 0 keeps the colour, 1 gives white. */
function tint(hex, amount) {
  const channel = (i) => parseInt(hex.slice(i, i + 2), 16);
  const mix = (value) => Math.round(value + (255 - value) * amount);
  return `#${[1, 3, 5].map((i) => mix(channel(i)).toString(16).padStart(2, '0')).join('')}`;
}

const fmt = (n) => String(Math.round(n * 10) / 10);

/** Deck geometry: a trapezoid seen from above, narrow at the hinge and wide at the front. */
const DECK = { topY: 278, bottomY: 344, topLeft: 152, topRight: 488, bottomLeft: 94, bottomRight: 546 };

function deckEdges(y) {
  const t = (y - DECK.topY) / (DECK.bottomY - DECK.topY);
  return [DECK.topLeft + (DECK.bottomLeft - DECK.topLeft) * t, DECK.topRight + (DECK.bottomRight - DECK.topRight) * t];
}

/** A point across the deck at fraction u of its width, at height y, inside a margin. */
function deckX(y, u, margin) {
  const [left, right] = deckEdges(y);
  const inset = (right - left) * margin;
  return left + inset + (right - left - 2 * inset) * u;
}

function quad(y1, y2, u1, u2, margin) {
  const points = [
    [deckX(y1, u1, margin), y1],
    [deckX(y1, u2, margin), y1],
    [deckX(y2, u2, margin), y2],
    [deckX(y2, u1, margin), y2],
  ];
  return `M${points.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join('L')}Z`;
}

/** Key widths per row in key units; the last row carries the space bar. */
const KEY_ROWS = [
  Array(14).fill(1),
  [1.5, ...Array(12).fill(1), 1.5],
  [1.8, ...Array(11).fill(1), 2.2],
  [2.3, ...Array(10).fill(1), 2.7],
  [1.3, 1, 1.3, 6.4, 1.3, 1, 1, 1, 1],
];

function keyboardPath() {
  const top = 285;
  const rowHeight = 7;
  const margin = 0.085;
  const gap = 0.0045;
  const parts = [];
  KEY_ROWS.forEach((row, r) => {
    const y1 = top + r * rowHeight;
    const y2 = y1 + rowHeight - 1.6;
    const total = row.reduce((a, b) => a + b, 0);
    let u = 0;
    for (const width of row) {
      const next = u + width / total;
      parts.push(quad(y1, y2, u + gap, next - gap, margin));
      u = next;
    }
  });
  return parts.join('');
}

function screenArt(category, [accent, accent2]) {
  if (category === 'Gaming') {
    return [
      '<rect x="160" y="64" width="320" height="194" fill="#0c0e13"/>',
      `<path d="M160 258L300 64h70L230 258z" fill="${accent}" opacity=".85"/>`,
      `<path d="M250 258L390 64h26L276 258z" fill="${accent2}" opacity=".9"/>`,
      `<path d="M330 258L470 64h10v40L370 258z" fill="${accent}" opacity=".45"/>`,
    ].join('');
  }
  return [
    '<rect x="160" y="64" width="320" height="194" fill="url(#wall)"/>',
    '<circle cx="440" cy="92" r="86" fill="#fff" opacity=".13"/>',
    '<circle cx="188" cy="250" r="70" fill="#fff" opacity=".1"/>',
    `<path d="M160 214c52-30 104-30 160-4s110 26 160-8v56H160z" fill="${tint(accent2, 0.35)}" opacity=".45"/>`,
  ].join('');
}

/** What every view of a product shares: its colours, and the name and brand lines under the drawing. */
function productLook({ name, brand, category }) {
  const colours = BRAND_COLOURS[brand] ?? DEFAULT_COLOURS;
  const [accent] = colours;
  const nameSize = Math.min(30, Math.floor(580 / (name.length * 0.62)));
  const caption = [
    `<text x="320" y="410" text-anchor="middle" font-family="${FONT}" font-size="${nameSize}" font-weight="700" fill="#1f2937">${escapeXml(name)}</text>`,
    `<text x="320" y="444" text-anchor="middle" font-family="${FONT}" font-size="18" font-weight="600" fill="${accent}">${escapeXml(`${brand} · ${category}`)}</text>`,
  ].join('\n');
  return { colours, accent, chassis: CHASSIS[category] ?? DEFAULT_CHASSIS, caption };
}

const FONT = 'Segoe UI, Roboto, Helvetica, Arial, sans-serif';

/** The open laptop seen from the front, as every product's first photo has always been drawn. */
function laptopFront({ brand, category }, colours, [, deckBottom, lip, lid]) {
  const gaming = category === 'Gaming';
  const brandSize = Math.min(40, Math.floor(260 / (brand.length * 0.68)));
  const keyFill = gaming ? 'url(#rgb)' : '#1d2026';
  const deck = `M${DECK.topLeft} ${DECK.topY}H${DECK.topRight}L${DECK.bottomRight} ${DECK.bottomY}H${DECK.bottomLeft}Z`;
  return `<rect x="148" y="52" width="344" height="224" rx="14" fill="${lid}"/>
<rect x="151" y="55" width="338" height="218" rx="12" fill="#16181d"/>
<circle cx="320" cy="59.5" r="2" fill="#3b4049"/>
<g clip-path="url(#display)">${screenArt(category, colours)}
<text x="320" y="${161 + brandSize * 0.35}" text-anchor="middle" font-family="${FONT}" font-size="${brandSize}" font-weight="700" letter-spacing="2" fill="#fff">${escapeXml(brand)}</text>
</g>
<rect x="146" y="273" width="348" height="6" rx="2" fill="${lip}"/>
<path d="${deck}" fill="url(#deck)"/>
<path d="${keyboardPath()}" fill="${keyFill}"${gaming ? ' opacity=".9"' : ''}/>
<path d="${quad(323, 339, 0.39, 0.61, 0.085)}" fill="${deckBottom}" stroke="${lip}" stroke-width=".8"/>
<path d="M${DECK.bottomLeft} ${DECK.bottomY}H${DECK.bottomRight}v5a5 5 0 0 1-5 5H${DECK.bottomLeft + 5}a5 5 0 0 1-5-5z" fill="${lip}"/>
<path d="M290 344h60v3a3 3 0 0 1-3 3h-54a3 3 0 0 1-3-3z" fill="${deckBottom}"/>`;
}

/** The left side, closed: the base with its ports (USB-C, USB-A, HDMI, card slot, audio) and the lid above. */
function laptopPorts([accent], [deckTop, deckBottom, lip, lid]) {
  const ports = [
    '<rect x="150" y="291" width="26" height="9" rx="4.5" fill="#15171a"/>',
    '<rect x="186" y="291" width="26" height="9" rx="4.5" fill="#15171a"/>',
    `<rect x="226" y="288" width="40" height="15" rx="2" fill="#15171a"/><rect x="231" y="292" width="30" height="5" fill="${accent}"/>`,
    '<path d="M282 288h46v10l-5 5h-36l-5-5z" fill="#15171a"/>',
    '<rect x="344" y="293" width="52" height="5" rx="1.5" fill="#15171a"/>',
    '<circle cx="416" cy="295.5" r="5.5" fill="#15171a"/>',
    `<circle cx="470" cy="295.5" r="3" fill="${accent}"/>`,
  ].join('');
  return `<ellipse cx="320" cy="330" rx="280" ry="12" fill="url(#shadow)"/>
<rect x="72" y="262" width="496" height="16" rx="6" fill="${lid}"/>
<rect x="72" y="276" width="496" height="4" fill="${lip}"/>
<rect x="72" y="280" width="496" height="34" rx="8" fill="url(#deck)"/>
<rect x="72" y="306" width="496" height="8" rx="4" fill="${deckBottom}"/>
<rect x="96" y="314" width="40" height="4" rx="2" fill="#15171a"/><rect x="504" y="314" width="40" height="4" rx="2" fill="#15171a"/>
${ports}
<text x="320" y="220" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="600" fill="${deckTop === '#e4e7eb' ? '#6b7280' : deckTop}">USB-C · USB-A · HDMI · SD · 3.5 mm</text>`;
}

/** The closed lid from above: the brand's mark on the chassis colour. */
function laptopLid({ brand }, [accent, accent2], [, , lip, lid]) {
  const brandSize = Math.min(48, Math.floor(300 / (brand.length * 0.68)));
  return `<ellipse cx="320" cy="352" rx="250" ry="14" fill="url(#shadow)"/>
<rect x="110" y="40" width="420" height="306" rx="18" fill="${lip}"/>
<rect x="114" y="44" width="412" height="298" rx="16" fill="${lid}"/>
<path d="M114 60a16 16 0 0 1 16-16h396v120C420 120 260 150 114 240z" fill="#fff" opacity=".12"/>
<text x="320" y="${200 + brandSize * 0.35}" text-anchor="middle" font-family="${FONT}" font-size="${brandSize}" font-weight="700" letter-spacing="3" fill="${accent}" stroke="${accent2}" stroke-width=".6">${escapeXml(brand)}</text>
<rect x="200" y="336" width="240" height="6" rx="3" fill="${lip}"/>`;
}

/** Defs every view uses (gradients, the display's clip). */
function defs(colours, [deckTop, deckBottom]) {
  const [accent, accent2] = colours;
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="${tint(accent, 0.84)}"/></linearGradient>
<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${accent2}"/></linearGradient>
<linearGradient id="deck" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${deckTop}"/><stop offset="1" stop-color="${deckBottom}"/></linearGradient>
<linearGradient id="rgb" x1="0" y1="0" x2="1" y2="0">${RGB_STOPS.map((c, i) => `<stop offset="${i / (RGB_STOPS.length - 1)}" stop-color="${c}"/>`).join('')}</linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#0f172a" stop-opacity=".28"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>
<clipPath id="display"><rect x="160" y="64" width="320" height="194" rx="4"/></clipPath>
</defs>`;
}

/** The drawing of one view, without background or caption. */
function viewArt(view, product, look) {
  const front = laptopFront(product, look.colours, look.chassis);
  switch (view) {
    case 'front':
      return `<ellipse cx="320" cy="356" rx="268" ry="16" fill="url(#shadow)"/>\n${front}`;
    // Turned a little, as a shop's second photo is: the front drawing skewed and narrowed.
    case 'three-quarters':
      return `<ellipse cx="330" cy="362" rx="240" ry="16" fill="url(#shadow)"/>\n<g transform="translate(96 58) skewY(-7) scale(.78 .94)">${front}</g>`;
    // The keyboard close up: the deck of the front drawing, enlarged.
    case 'keyboard':
      return `<svg x="0" y="70" width="640" height="250" viewBox="120 264 310 96" preserveAspectRatio="xMidYMid meet">${front}</svg>`;
    case 'ports':
      return laptopPorts(look.colours, look.chassis);
    case 'lid':
      return laptopLid(product, look.colours, look.chassis);
    default:
      throw new Error(`unknown photo view ${view}`);
  }
}

/** One view of a product as an SVG photo, `WIDTH`×`HEIGHT` by its viewBox (drawn at any size). */
export function productSvg(product, view = 'front', alt = '') {
  const look = productLook(product);
  const label = escapeXml(alt || `${product.name} (${product.brand}, ${product.category})`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${label}">
<title>${label}</title>
${defs(look.colours, look.chassis)}
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
${viewArt(view, product, look)}
${look.caption}
</svg>
`;
}

/** JPEG quality: 640x480 photos of about 15-30 KB, no visible artefacts on the flat colours. */
const JPEG_QUALITY = 0.85;
/** WebP quality of the renditions the pages show (srcset); flat drawings stay sharp at this setting. */
const WEBP_QUALITY = 0.75;
/** RENDITION_WIDTHS of functions/src/shared/image-renditions.ts (tests/seed finds each file the pages name). */
export const RENDITION_WIDTHS = [400, 800, 1200];

/** The photos of a product, in display order: the views of seed/photo-views.json (the sample has its front only). */
export const PHOTO_VIEWS = JSON.parse(readFileSync(new URL('seed/photo-views.json', ROOT), 'utf8'));

/**
 * A view's original: the front keeps `{slug}.jpg`, the photo every product had before the gallery
 * (link previews and order lines use it); the other views' originals are WebP, a third the size.
 */
export const photoFileName = (slug, view) => (view === 'front' ? `${slug}.jpg` : `${slug}-${view}.webp`);

/**
 * Each drawing rasterised in Chromium (the browser the journeys use): a JPEG original, which link
 * previews (Open Graph, Twitter) accept and SVG is not, and the WebP renditions the pages show. A
 * photo is decoded off a phone's main thread, where an SVG image is a small document to style, lay
 * out and paint on it (ADR 0018). The vector drawing is rasterised at each width, never upscaled.
 */
/* global document, Image -- rasterise's page function runs in Chromium, not in Node */
async function rasterise(jobs) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    return await page.evaluate(
      async ({ jobs }) => {
        const canvas = document.createElement('canvas');
        const context = canvas.getContext('2d');
        const images = new Map();
        const out = [];
        for (const { svg, width, type, quality } of jobs) {
          let image = images.get(svg);
          if (!image) {
            image = new Image();
            image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
            await image.decode();
            images.clear();
            images.set(svg, image);
          }
          canvas.width = width;
          canvas.height = Math.round((width * 3) / 4);
          context.drawImage(image, 0, 0, canvas.width, canvas.height);
          out.push(canvas.toDataURL(type, quality).replace(/^data:image\/\w+;base64,/, ''));
        }
        return out;
      },
      { jobs },
    );
  } finally {
    await browser.close();
  }
}

/** Every file to write: per product and view, the JPEG original and its WebP renditions. */
function photoJobs(products) {
  return products.flatMap((product) => {
    const views = product.slug === SAMPLE.slug ? PHOTO_VIEWS.slice(0, 1) : PHOTO_VIEWS;
    return views.flatMap(({ view, alt }) => {
      const svg = productSvg(product, view, `${product.name} – ${alt}`);
      const file = photoFileName(product.slug, view);
      const base = file.replace(/\.\w+$/, '');
      const front = view === 'front';
      return [
        {
          file,
          svg,
          width: WIDTH,
          type: front ? 'image/jpeg' : 'image/webp',
          quality: front ? JPEG_QUALITY : WEBP_QUALITY,
        },
        ...RENDITION_WIDTHS.map((width) => ({
          file: `${base}-w${width}.webp`,
          svg,
          width,
          type: 'image/webp',
          quality: WEBP_QUALITY,
        })),
      ];
    });
  });
}

async function main() {
  const products = [...JSON.parse(readFileSync(new URL('seed/products.json', ROOT), 'utf8')), SAMPLE];
  mkdirSync(OUT_DIR, { recursive: true });
  const jobs = photoJobs(products);
  const wanted = new Set(jobs.map((job) => job.file));
  // Images of products no longer in the seed (and the SVGs of earlier versions) would otherwise
  // linger in the build forever.
  for (const file of readdirSync(OUT_DIR)) {
    if (!wanted.has(file)) rmSync(new URL(file, OUT_DIR));
  }
  const encoded = await rasterise(jobs.map(({ svg, width, type, quality }) => ({ svg, width, type, quality })));
  let bytes = 0;
  jobs.forEach((job, index) => {
    const data = Buffer.from(encoded[index], 'base64');
    bytes += data.length;
    writeFileSync(new URL(job.file, OUT_DIR), data);
  });
  console.log(
    `wrote ${jobs.length} files for ${products.length} products to web/public/images/products (${Math.round(bytes / 1024)} KB)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
