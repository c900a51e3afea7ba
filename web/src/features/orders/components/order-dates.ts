/** Spec: dates are shown as their first 10 characters (the calendar day of an ISO string). */
export const dayOf = (isoDate: string): string => isoDate.slice(0, 10);

/** Table cells of PAID and DELIVERED: the day it happened, or 'No'. */
export const dayOrNo = (isoDate: string | null): string => (isoDate ? dayOf(isoDate) : 'No');
