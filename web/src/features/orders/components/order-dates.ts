import { vietnamDay } from '@shared/vietnam-time';

/** Spec: dates are shown as a calendar day (`YYYY-MM-DD`); the day is Vietnam's (issue 15). */
export const dayOf = (isoDate: string): string => vietnamDay(isoDate);

/** Table cells of PAID and DELIVERED: the day it happened, or 'No'. */
export const dayOrNo = (isoDate: string | null): string => (isoDate ? dayOf(isoDate) : 'No');
