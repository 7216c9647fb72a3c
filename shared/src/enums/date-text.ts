import type { Language } from '../errors/error-catalogue';
import { BUSINESS_TIME_ZONE, type DateFormatName } from './date-formats';

/**
 * Month abbreviations of the display formats (yyyy-MMM-dd) per interface language; the Malay ones
 * are CLDR's (what Intl answers for 'ms'), and the web app's date pickers use the same.
 */
export const MONTH_ABBREVIATIONS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ms: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ogo', 'Sep', 'Okt', 'Nov', 'Dis'],
};
/** A calendar day without a time (yyyy-MM-dd): shown as that day in any zone, never shifted. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClockFormatter(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallClockOf(value: string | number | Date, timeZone: string): WallClock | null {
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (day) return { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]), hour: 0, minute: 0 };
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  const parts = wallClockFormatter(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * `value` (ISO text, epoch ms or Date) in one of the spec's formats (section 9), as the business
 * reads it: on the wall clock of Kuala Lumpur, wherever the browser or server runs, with the
 * months of `language` ('2025-Okt-01' in Malay). The web app's cells and the API's exports both
 * write dates with this, so a file reads like the screen. '' when absent or invalid.
 */
export function formatDateText(
  value: string | number | Date | null | undefined,
  format: DateFormatName = 'display',
  language: Language = 'en',
  timeZone: string = BUSINESS_TIME_ZONE,
): string {
  if (value === null || value === undefined || value === '') return '';
  const at = wallClockOf(value, timeZone);
  if (!at) return '';
  const display = `${at.year}-${MONTH_ABBREVIATIONS[language][at.month - 1]}-${two(at.day)}`;
  switch (format) {
    case 'picker':
      return `${at.year}-${at.month}-${at.day}`;
    case 'display':
      return display;
    case 'displayDateTime':
      return `${display} ${two(at.hour)}:${two(at.minute)}`;
    case 'iso':
      return `${at.year}-${two(at.month)}-${two(at.day)}`;
    case 'short':
      return `${at.day}/${at.month}/${at.year}`;
  }
}
