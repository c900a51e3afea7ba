import { describe, expect, it } from 'vitest';
import { safeRedirect } from './paths';

describe('safeRedirect (only same-origin paths are followed)', () => {
  it.each(['/shipping', '/order/abc?x=1', '/search?query=dell#top'])('follows the same-origin path %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    '/\\evil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '//evil.example',
    '/\\/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'shipping',
    '',
    null,
  ])('sends %j to the home page', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });
});
