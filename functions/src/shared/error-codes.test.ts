/**
 * The contract's error codes (shared/error-codes.ts, `codes` in shared/api-contract.ts): one status
 * per code, a generic code per status, and every specific code listed where it can be answered.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, errorCodes, errorStatuses, type EndpointName, type EndpointSpec } from './api-contract.js';
import { ERROR_CODES, GENERIC_CODES, genericCodeFor, type ErrorCode } from './error-codes.js';

const names = Object.keys(ENDPOINTS) as EndpointName[];
const genericCodes = new Set<ErrorCode>(Object.values(GENERIC_CODES));
const specificCodes = (Object.keys(ERROR_CODES) as ErrorCode[]).filter((code) => !genericCodes.has(code));

describe('error codes', () => {
  it('are stable upper-case names, and each status has its generic code', () => {
    for (const code of Object.keys(ERROR_CODES)) expect(code).toMatch(/^[A-Z][A-Z_]*[A-Z]$/);
    for (const [status, code] of Object.entries(GENERIC_CODES)) expect(ERROR_CODES[code]).toBe(Number(status));
    expect(new Set(Object.values(ERROR_CODES))).toEqual(new Set(Object.keys(GENERIC_CODES).map(Number)));
  });

  it('a status we never send still gets a code of its class', () => {
    expect(genericCodeFor(409)).toBe('CONFLICT');
    expect(genericCodeFor(408)).toBe('VALIDATION_FAILED');
    expect(genericCodeFor(504)).toBe('INTERNAL');
  });
});

describe("the contract's codes", () => {
  it.each(names)('%s lists only specific codes, each with a status it may answer', (name) => {
    const endpoint: EndpointSpec = ENDPOINTS[name];
    for (const code of endpoint.codes ?? []) {
      expect(genericCodes.has(code), `${code} goes without saying`).toBe(false);
      expect(errorStatuses(name)).toContain(ERROR_CODES[code]);
    }
    expect(new Set(endpoint.codes ?? []).size).toBe((endpoint.codes ?? []).length);
  });

  it('every specific code is answered by some endpoint', () => {
    const listed = new Set(names.flatMap((name) => (ENDPOINTS[name] as EndpointSpec).codes ?? []));
    expect(specificCodes.filter((code) => !listed.has(code))).toEqual([]);
  });

  it("an endpoint's codes are its statuses' generic ones and its specific ones", () => {
    expect(errorCodes('listCategories')).toEqual(['VALIDATION_FAILED', 'TOO_LARGE']);
    expect(errorCodes('placeOrder')).toEqual([
      'VALIDATION_FAILED',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'TOO_LARGE',
      'RATE_LIMITED',
      'OUT_OF_STOCK',
      'PRICES_CHANGED',
      'UNIT_LIMIT',
      'UNPAID_ORDERS_LIMIT',
      'VOUCHER_NOT_ACCEPTED',
      'EMAIL_NOT_VERIFIED',
    ]);
    expect(errorCodes('checkVoucher')).toContain('VOUCHER_USED_UP');
  });
});
