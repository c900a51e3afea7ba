/**
 * Product photos come in WebP renditions written beside the original (docs/decisions/0093): the
 * seed's by `npm run images`, an upload's when it is stored. A rendition's name is the original's
 * without its extension plus `-w{width}.webp`, so a reader finds them from the URL alone. A photo
 * added by URL from elsewhere has none and is shown as it is.
 */
export const RENDITION_WIDTHS = [400, 800, 1200] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

/** Product photos are 4:3: the height a width is drawn at, for width/height attributes (no layout shift). */
export const photoHeight = (width: number): number => Math.round((width * 3) / 4);

/** `product-images/abc.jpg` → `product-images/abc-w800.webp`: where an original's rendition is stored. */
export const renditionPath = (path: string, width: number): string =>
  `${path.replace(/\.[a-z0-9]+$/i, '')}-w${width}.webp`;

/** The seed's photos and the demo's banners, served by Hosting from web/public. */
const SEED_PHOTO = /^\/images\/(?:products|banners)\/[\w-]+\.(?:jpe?g|png|webp)$/;
/** A Firebase download URL of an upload (api/upload): the object path is encoded in it, the token after it. */
const UPLOADED_PHOTO = /^(https?:\/\/[^?#]+\/o\/product-images%2F[\w-]+\.(?:jpe?g|png|webp|gif))(\?.*)?$/;

/** The URL of `url`'s rendition `width` wide, or null when the photo has no renditions. */
export function renditionUrl(url: string, width: RenditionWidth): string | null {
  if (SEED_PHOTO.test(url)) return renditionPath(url, width);
  const uploaded = UPLOADED_PHOTO.exec(url);
  // Renditions are stored with the original's download token, so the same query reads them.
  if (uploaded?.[1]) return `${renditionPath(uploaded[1], width)}${uploaded[2] ?? ''}`;
  return null;
}

/** `srcset` for a photo (every rendition width), or undefined when it has no renditions. */
export function photoSrcSet(url: string): string | undefined {
  if (renditionUrl(url, RENDITION_WIDTHS[0]) === null) return undefined;
  return RENDITION_WIDTHS.map((width) => `${renditionUrl(url, width)} ${width}w`).join(', ');
}
