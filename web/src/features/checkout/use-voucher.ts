/**
 * The voucher applied to the cart: its code (kept for the checkout in checkout-store.ts) and what
 * POST /api/vouchers/check answers for the current items price: the voucher's terms to price with
 * (shared/vouchers.ts), or the message why it cannot be used.
 */
import { useEffect, useState } from 'react';
import { normalizeVoucherCode, type VoucherTerms } from '@shared/vouchers';
import { callApi } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { forgetVoucherCode, readVoucherCode, saveVoucherCode } from './voucher-store';

export interface VoucherState {
  /** The code applied, or null. */
  code: string | null;
  /** Its terms once checked for this items price; null while checking, refused or without a code. */
  terms: VoucherTerms | null;
  /** Why the code cannot be used on this cart, in the reader's language. */
  error: string | null;
  checking: boolean;
  apply: (code: string) => void;
  remove: () => void;
  /** Asks again, e.g. after placing the order answered that the voucher was used up meanwhile. */
  recheck: () => void;
}

interface Checked {
  key: string;
  terms: VoucherTerms | null;
  error: string | null;
}

export function useVoucher(itemsPrice: number, enabled = true): VoucherState {
  const [code, setCode] = useState(readVoucherCode);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [round, setRound] = useState(0);
  const key = code && enabled ? `${code}|${itemsPrice}|${round}` : null;

  useEffect(() => {
    if (!code || !key) return;
    let current = true;
    callApi('checkVoucher', { body: { code, itemsPrice } }).then(
      (answer) => current && setChecked({ key, terms: answer.voucher, error: null }),
      (error: unknown) => current && setChecked({ key, terms: null, error: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [code, itemsPrice, key]);

  const result = checked?.key === key ? checked : null;
  return {
    code,
    terms: result?.terms ?? null,
    error: result?.error ?? null,
    checking: key !== null && result === null,
    apply: (typed) => {
      const normalized = normalizeVoucherCode(typed);
      if (!normalized) return;
      saveVoucherCode(normalized);
      setCode(normalized);
    },
    remove: () => {
      forgetVoucherCode();
      setCode(null);
    },
    recheck: () => setRound((current) => current + 1),
  };
}
