/**
 * The VietQR payload, decoded here by hand (EMVCo TLV: two-digit id, two-digit length, value) and
 * its CRC recomputed with CRC-16/CCITT-FALSE, independently of the library that built it.
 */
import { describe, expect, it } from 'vitest';
import { vietQrPayload } from './vietqr.js';
import { bankTransferFor, newBankOrderCode } from './order-code.js';
import { DEFAULT_SHOP_SETTINGS } from '../../shared/shop-settings.js';
import { findBankOrderCodes } from './order-code.js';

/** Top-level or nested TLV fields, in order. */
function decodeTlv(payload: string): [string, string][] {
  const fields: [string, string][] = [];
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    expect(Number.isInteger(length)).toBe(true);
    fields.push([id, payload.slice(at + 4, at + 4 + length)]);
    at += 4 + length;
  }
  expect(at).toBe(payload.length);
  return fields;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR. */
function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

describe('VietQR payload', () => {
  it('CRC-16/CCITT-FALSE of the check string "123456789" is 29B1 (the decoder is right)', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('is a dynamic NAPAS VietQR with the bank BIN, account, exact amount, the order code as note and a valid CRC', () => {
    const payload = vietQrPayload({
      bankBin: '970436',
      accountNumber: '0011001234567',
      amount: 2_450_000,
      note: 'LS7K2Q9',
    });
    const fields = decodeTlv(payload);
    expect(fields.map(([id]) => id)).toEqual(['00', '01', '38', '53', '54', '58', '62', '63']);
    const top = Object.fromEntries(fields);
    expect(top['00']).toBe('01'); // payload format indicator
    expect(top['01']).toBe('12'); // dynamic: one payment, amount fixed
    const merchant = Object.fromEntries(decodeTlv(top['38'] as string));
    expect(merchant['00']).toBe('A000000727'); // NAPAS
    expect(Object.fromEntries(decodeTlv(merchant['01'] as string))).toEqual({ '00': '970436', '01': '0011001234567' });
    expect(merchant['02']).toBe('QRIBFTTA'); // transfer to an account
    expect(top['53']).toBe('704'); // VND
    expect(top['54']).toBe('2450000');
    expect(top['58']).toBe('VN');
    expect(Object.fromEntries(decodeTlv(top['62'] as string))).toEqual({ '08': 'LS7K2Q9' });
    // The CRC covers everything up to and including its own id and length.
    expect(top['63']).toBe(crc16CcittFalse(payload.slice(0, -4)));
  });

  it("an order's transfer holds the settings' account, the rounded total and its deadline", () => {
    const transfer = bankTransferFor(
      DEFAULT_SHOP_SETTINGS.bankAccount,
      { code: 'LSABCDE', totalPrice: 130.5, createdAt: '2026-11-24T01:00:00.000Z' },
      24,
    );
    expect(transfer).toEqual({
      qrPayload: vietQrPayload({
        bankBin: DEFAULT_SHOP_SETTINGS.bankAccount.bankBin,
        accountNumber: DEFAULT_SHOP_SETTINGS.bankAccount.accountNumber,
        amount: 131,
        note: 'LSABCDE',
      }),
      orderCode: 'LSABCDE',
      accountNumber: DEFAULT_SHOP_SETTINGS.bankAccount.accountNumber,
      bankBin: DEFAULT_SHOP_SETTINGS.bankAccount.bankBin,
      amount: 131,
      expiresAt: '2026-11-25T01:00:00.000Z',
    });
  });
});

describe('bank order codes', () => {
  it('are LS and five characters no one misreads, and found again in any note whatever its case', () => {
    const codes = Array.from({ length: 200 }, newBankOrderCode);
    for (const code of codes) expect(code).toMatch(/^LS[2-9A-HJKMNP-Z]{5}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
    const code = codes[0] as string;
    expect(findBankOrderCodes(`CT DEN:0123 ${code.toLowerCase()} FT2633 chuyen tien`)).toEqual([code]);
    expect(findBankOrderCodes('MBVCB.3278907687 thanh toan don hang')).toEqual([]);
  });
});
