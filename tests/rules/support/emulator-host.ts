import type { HostAndPort } from '@firebase/rules-unit-testing';

/**
 * The emulator's host and port from its env var (as `firebase emulators:exec` sets it), else from
 * the local stack's `host:port` (local-stack.mjs, read from firebase.json).
 */
export function emulatorHost(envValue: string | undefined, localHost: string): HostAndPort {
  const address = envValue || localHost;
  const separator = address.lastIndexOf(':');
  return { host: address.slice(0, separator), port: Number(address.slice(separator + 1)) };
}
