/**
 * Dates in the active language (shared/display-date.ts): every screen that shows a date calls
 * these, so `vi` and `en` read `27/11/2026` and the default language keeps the spec's `2026-11-27`.
 */
import { displayDateTime, displayDay, displayWeekdayDay } from '@shared/display-date';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shared/languages';
import { currentLanguage } from './i18n';

/** Before any language is activated (a bare component test) the default's dates show. */
const language = (): Language => {
  const active = currentLanguage();
  return isLanguage(active) ? active : DEFAULT_LANGUAGE;
};

export const shownDay = (isoDate: string): string => displayDay(isoDate, language());

export const shownDateTime = (isoDate: string): string => displayDateTime(isoDate, language());

/** A carrier's expected delivery day: `Thứ Năm, 28/11` or, in English, `Thu 28/11`. */
export const shownDeliveryDay = (isoDate: string): string => displayWeekdayDay(isoDate, language());
