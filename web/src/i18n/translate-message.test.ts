import type { Messages } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from './i18n';
import { translateMessage } from './translate-message';

// A catalogue as the vite plugin compiles it: shared texts are entries whose id is the text itself.
const VI: Messages = {
  'Order Not Found': ['Không tìm thấy đơn hàng'],
  '{field} is required': ['Vui lòng nhập ', ['field']],
  '{field} must be at most {max} characters': [['field'], ' tối đa ', ['max'], ' ký tự'],
  fullname: ['họ và tên'],
  'Prices have changed: please review your cart': ['Giá đã thay đổi: vui lòng xem lại giỏ hàng'],
};

afterEach(() => activateLanguage('mixed'));

describe('translateMessage', () => {
  it('shows a known text in the active language', () => {
    activateLanguage('vi', VI);
    expect(translateMessage('Order Not Found')).toBe('Không tìm thấy đơn hàng');
    expect(translateMessage('Prices have changed: please review your cart')).toBe(
      'Giá đã thay đổi: vui lòng xem lại giỏ hàng',
    );
  });

  it('matches a filled-in message to its template and translates the values it knows', () => {
    activateLanguage('vi', VI);
    expect(translateMessage('fullname is required')).toBe('Vui lòng nhập họ và tên');
    expect(translateMessage('city must be at most 200 characters')).toBe('city tối đa 200 ký tự');
  });

  it('translates the message after a nested field path', () => {
    activateLanguage('vi', VI);
    expect(translateMessage('shippingAddress.fullname: fullname is required')).toBe(
      'shippingAddress.fullname: Vui lòng nhập họ và tên',
    );
  });

  it('leaves a text the catalogue does not know as it is', () => {
    activateLanguage('vi', VI);
    expect(translateMessage('Something nobody wrote down')).toBe('Something nobody wrote down');
  });

  it('leaves every text as written in the default language', () => {
    activateLanguage('mixed');
    expect(translateMessage('Order Not Found')).toBe('Order Not Found');
    expect(translateMessage('fullname is required')).toBe('fullname is required');
  });
});
