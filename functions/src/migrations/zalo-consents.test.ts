import { describe, expect, it } from 'vitest';
import { consentFromLegacy, copiedConsentId } from './zalo-consents.js';

describe('a messageConsents record as the consent store keeps it', () => {
  const legacy = {
    phone: '+84912345678',
    channel: 'zalo',
    granted: false,
    at: '2026-11-21T01:00:00.000Z',
    textVersion: 'profile-zalo-2026-11',
    source: 'profile',
  } as const;

  it('keeps every field the message sender reads and adds the purposes and version of the store', () => {
    expect(consentFromLegacy(legacy)).toEqual({
      ...legacy,
      anonId: null,
      uid: null,
      purposes: { necessary: true, analytics: false, marketing: false, zaloMessages: false },
      version: 'profile-zalo-2026-11',
    });
  });

  it('lands the same record on the same id every run', () => {
    expect(copiedConsentId('abc')).toBe('zalo-abc');
    expect(copiedConsentId('abc')).toBe(copiedConsentId('abc'));
  });
});
