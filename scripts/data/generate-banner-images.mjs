#!/usr/bin/env node
/**
 * Draws the demo's home page banners (scripts/data/profiles/vietnam-home.mjs) as SVG, the way
 * generate-product-images.mjs draws the laptops (and with its laptop drawing), and saves them as
 * JPEGs of BANNER_SIZE, web/public/images/banners/{name}.jpg. Text large enough to read on a
 * phone, where a banner is 390 px wide. Deterministic drawings; the JPEGs are checked in.
 *
 *   node scripts/data/generate-banner-images.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { productSvg, RENDITION_WIDTHS } from './generate-product-images.mjs';

const ROOT = new URL('../../', import.meta.url);
const OUT_DIR = new URL('web/public/images/banners/', ROOT);
/** BANNER_SIZE in functions/src/shared/home-settings.ts. */
const WIDTH = 1200;
const HEIGHT = 400;
const JPEG_QUALITY = 0.85;
/** WebP quality of the renditions, as for the product photos. */
const WEBP_QUALITY = 0.75;

export const BANNERS = [
  {
    name: 'gaming-sale',
    colours: ['#1a1033', '#d7282f'],
    title: 'Laptop Gaming',
    subtitle: 'Giảm đến 15% — RTX 4050, 4060',
    laptop: { name: 'ASUS TUF Gaming A15', brand: 'ASUS', category: 'Gaming' },
  },
  {
    name: 'thin-and-light',
    colours: ['#0b3d91', '#00a3e0'],
    title: 'Mỏng nhẹ cho công việc',
    subtitle: 'Dell XPS, MacBook Air, LG gram',
    laptop: { name: 'Dell XPS 13 9340', brand: 'Dell', category: 'Mỏng nhẹ' },
  },
  {
    name: 'students',
    colours: ['#1f6f43', '#6da516'],
    title: 'Mùa tựu trường',
    subtitle: 'Laptop sinh viên từ 9 triệu',
    laptop: { name: 'Lenovo IdeaPad Slim 3', brand: 'Lenovo', category: 'Sinh viên' },
  },
];

const escapeXml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** The product drawing (640×480) nested on the right, without its background and its caption. */
function laptopArt(laptop) {
  return productSvg(laptop)
    .replace(/<svg [^>]*>/, '<svg x="740" y="40" width="440" height="330" viewBox="60 40 520 330">')
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<rect width="640" height="480" fill="url\(#bg\)"\/>/, '')
    .replace(/<text x="320" y="4\d\d"[^>]*>[^<]*<\/text>/g, '');
}

export function bannerSvg({ colours: [from, to], title, subtitle, laptop }) {
  const font = 'Segoe UI, Roboto, Helvetica, Arial, sans-serif';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="banner" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#banner)"/>
<circle cx="1040" cy="60" r="220" fill="#fff" opacity=".08"/>
<circle cx="120" cy="380" r="160" fill="#fff" opacity=".06"/>
${laptopArt(laptop)}
<text x="64" y="170" font-family="${font}" font-size="64" font-weight="800" fill="#fff">${escapeXml(title)}</text>
<text x="64" y="240" font-family="${font}" font-size="34" font-weight="600" fill="#fff" opacity=".92">${escapeXml(subtitle)}</text>
<rect x="64" y="280" width="230" height="64" rx="32" fill="#f0c040"/>
<text x="179" y="322" text-anchor="middle" font-family="${font}" font-size="30" font-weight="700" fill="#1f2a44">Mua ngay</text>
</svg>
`;
}

/* global document, Image -- the page function runs in Chromium, not in Node */
async function rasterise(svgs) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    return await page.evaluate(
      async ({ svgs, width, height, quality, widths, webpQuality }) => {
        const draw = (image, w, h, type, q) => {
          const canvas = document.createElement('canvas');
          canvas.width = w;
          canvas.height = h;
          canvas.getContext('2d').drawImage(image, 0, 0, w, h);
          return canvas.toDataURL(type, q).replace(/^data:image\/[a-z]+;base64,/, '');
        };
        const drawn = [];
        for (const svg of svgs) {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          drawn.push({
            jpeg: draw(image, width, height, 'image/jpeg', quality),
            // The WebP renditions a phone's srcset picks (a 390 px phone needs the 800 one, a tenth of the JPEG's bytes).
            renditions: widths.map((w) => draw(image, w, Math.round((w * height) / width), 'image/webp', webpQuality)),
          });
        }
        return drawn;
      },
      {
        svgs,
        width: WIDTH,
        height: HEIGHT,
        quality: JPEG_QUALITY,
        widths: RENDITION_WIDTHS,
        webpQuality: WEBP_QUALITY,
      },
    );
  } finally {
    await browser.close();
  }
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const drawn = await rasterise(BANNERS.map(bannerSvg));
  BANNERS.forEach((banner, index) => {
    const { jpeg, renditions } = drawn[index];
    const original = Buffer.from(jpeg, 'base64');
    writeFileSync(new URL(`${banner.name}.jpg`, OUT_DIR), original);
    console.log(`web/public/images/banners/${banner.name}.jpg: ${original.length} bytes`);
    RENDITION_WIDTHS.forEach((width, i) => {
      const webp = Buffer.from(renditions[i], 'base64');
      writeFileSync(new URL(`${banner.name}-w${width}.webp`, OUT_DIR), webp);
      console.log(`web/public/images/banners/${banner.name}-w${width}.webp: ${webp.length} bytes`);
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
