import type { HostAndPort } from '@firebase/rules-unit-testing';

/** `host:port` from an emulator env var (as `firebase emulators:exec` sets it), else the given default. */
export function emulatorHost(envValue: string | undefined, fallback: HostAndPort): HostAndPort {
  if (!envValue) return fallback;
  const separator = envValue.lastIndexOf(':');
  return { host: envValue.slice(0, separator), port: Number(envValue.slice(separator + 1)) };
}
