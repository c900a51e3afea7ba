/**
 * Which client a request counts against for the per-client abuse limits
 * (docs/decisions/0013-abuse-limits.md, "Client address").
 *
 * The address: the function is reached two ways, straight at its own URL and through a Hosting
 * rewrite, and on both Google's front end appends the address it saw to X-Forwarded-For. Firebase
 * Hosting cannot add a request header of ours (firebase.json `headers` are response headers), and
 * every header it does add (Fastly-Client-IP, X-Fah-Client-Ip, X-Forwarded-Host) reaches a direct
 * caller's request unchecked, so none of them is read. Instead the walk goes from the right of
 * X-Forwarded-For: the `proxyHops` entries Google appends are trusted on every path, then an entry
 * inside Hosting's egress ranges is trusted too, which reveals the client Hosting saw. A direct
 * caller's own address is never inside those ranges, so whatever it writes further left is ignored.
 *
 * The key: an IPv4-mapped IPv6 address counts as its IPv4 address, and an IPv6 address as its /64
 * (one subscriber's usual allocation), so rotating through a /64 does not buy a fresh budget.
 */
import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

export interface ClientAddressConfig {
  /** Entries Google's own proxies append to X-Forwarded-For on every path (TRUSTED_PROXY_HOPS). */
  proxyHops: number;
  /** CIDR ranges Firebase Hosting forwards from (HOSTING_PROXY_RANGES); empty keys Hosting users by its edge. */
  hostingRanges: readonly string[];
}

/** IPv6 clients are keyed by this prefix length. */
export const IPV6_KEY_PREFIX = 64;

const parseRanges = (ranges: readonly string[]) =>
  ranges.filter((range) => ipaddr.isValidCIDR(range)).map((range) => ipaddr.parseCIDR(range));

function inRanges(address: string, ranges: ReturnType<typeof parseRanges>): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return ranges.some((range) => parsed.kind() === range[0].kind() && parsed.match(range));
}

/**
 * Express's `trust proxy` function: hop 0 is the socket's peer, hop 1 the last X-Forwarded-For entry.
 * Express stops at the first untrusted hop, so Hosting's entries count only right behind Google's.
 */
export function trustProxy(config: () => ClientAddressConfig): (address: string, hop: number) => boolean {
  return (address, hop) => {
    const { proxyHops, hostingRanges } = config();
    if (hop < proxyHops) return true;
    return proxyHops > 0 && inRanges(address, parseRanges(hostingRanges));
  };
}

/** The limits' key for one address: IPv4 as is, IPv4-mapped IPv6 as its IPv4, IPv6 as its /64. */
export function addressKey(address: string): string {
  // Not an address at all (a misconfigured hop count exposing a forged entry): keyed as sent, never trusted further.
  if (!ipaddr.isValid(address)) return `unparsed:${address}`;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${IPV6_KEY_PREFIX}`);
  return `${network.toString()}/${IPV6_KEY_PREFIX}`;
}

/** The key of the client behind this request (req.ip is resolved with trustProxy). */
export const clientKey = (req: Request): string => addressKey(req.ip ?? req.socket.remoteAddress ?? 'unknown');
