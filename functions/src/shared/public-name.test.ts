import { describe, expect, it } from 'vitest';
import { maskEmail, publicName } from './public-name.js';

describe('publicName (a review never shows an email address)', () => {
  it('keeps a real name', () => {
    expect(publicName('  Lan Nguyễn ', 'lan@example.com')).toBe('Lan Nguyễn');
  });

  it('masks the email when there is no name', () => {
    expect(publicName(undefined, 'lan.nguyen@example.com')).toBe('la***');
    expect(publicName('', 'x@example.com')).toBe('x***');
  });

  it('masks a name that is itself an email address', () => {
    expect(publicName('victim@example.com', 'victim@example.com')).toBe('vi***');
  });

  it('falls back to a neutral name without name or email', () => {
    expect(publicName(null, null)).toBe('Customer');
    expect(maskEmail('@example.com')).toBe('Customer');
  });
});
