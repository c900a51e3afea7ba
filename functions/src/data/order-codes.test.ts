import { describe, expect, it } from 'vitest';
import { findOrderCodes, isOrderCode, orderCodeFrom, ORDER_CODE_ALPHABET } from '../shared/order-code.js';
import { orderSearchKeys } from '../shared/admin-search.js';
import { newOrderCode } from './order-codes.js';

describe('order codes', () => {
  it('are LS and five characters of the alphabet no one misreads (no 0/O, 1/I/L)', () => {
    expect(ORDER_CODE_ALPHABET).not.toMatch(/[01ILO]/);
    const codes = Array.from({ length: 500 }, newOrderCode);
    for (const code of codes) {
      expect(code).toMatch(/^LS[2-9A-HJKMNP-Z]{5}$/);
      expect(isOrderCode(code)).toBe(true);
    }
    // 31^5 codes: 500 random ones almost never repeat (the placement's reservation makes them unique).
    expect(new Set(codes).size).toBeGreaterThan(495);
  });

  it('are made from the random source, each character from the whole alphabet', () => {
    expect(orderCodeFrom(() => 0)).toBe('LS22222');
    expect(orderCodeFrom((n) => n - 1)).toBe('LSZZZZZ');
  });

  it('are recognised in any case, and not when a character is one the alphabet leaves out', () => {
    expect(isOrderCode(' ls7k2qx ')).toBe(true);
    expect(isOrderCode('LS7K2Q0')).toBe(false);
    expect(isOrderCode('LS7K2Q')).toBe(false);
    expect(findOrderCodes('chuyen tien ls7k2qx LS7K2QX')).toEqual(['LS7K2QX']);
  });

  it('make an order found by its code, from its third character on', () => {
    const keys = orderSearchKeys({ user: { name: 'An' }, shippingAddress: {}, orderCode: 'LS7K2QX' });
    expect(keys).toEqual(expect.arrayContaining(['ls7', 'ls7k2', 'ls7k2qx']));
    expect(keys).not.toContain('l');
    expect(keys).not.toContain('ls');
  });
});
