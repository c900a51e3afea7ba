/**
 * The shop's public origin as the visitor typed it, so the sitemap and robots.txt name the domain
 * they were fetched from (the custom domain, *.web.app or the local hosting emulator) without a
 * setting per deployment.
 *
 * Hosting calls the function on its own hostname and passes the visitor's in X-Forwarded-Host
 * (the emulator does the same), and the scheme in X-Forwarded-Proto. The rightmost entry is the one
 * the nearest proxy wrote: a client can prepend its own values, but a CDN-cached sitemap must never
 * name a host an attacker chose, so only that entry counts, and only when it looks like a host.
 */
import type { Request } from 'express';

/** A hostname or bracketed IPv6 address with an optional port: nothing that could break a URL or XML. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The last comma-separated entry of a header, as the proxy nearest to us appended it. */
function nearestEntry(value: string | undefined): string | undefined {
  const entry = value?.split(',').pop()?.trim();
  return entry ? entry : undefined;
}

export class UnknownOriginError extends Error {}

export function requestOrigin(req: Request): string {
  const host = [nearestEntry(req.get('x-forwarded-host')), req.get('host')].find(
    (candidate): candidate is string => candidate !== undefined && HOST.test(candidate),
  );
  if (!host) throw new UnknownOriginError('The request names no usable host');
  const forwardedProto = nearestEntry(req.get('x-forwarded-proto'))?.toLowerCase();
  const protocol = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : req.protocol;
  return `${protocol}://${host.toLowerCase()}`;
}
