import dayjs from 'dayjs';
import { businessDate, DEFAULT_DATE_RANGE_MONTHS, formatDateText, type DateFormatName } from '@bo/shared';
import { currentLanguage } from './useLanguage';

/**
 * The spec's date formats (section 9, kept in shared DATE_FORMATS in their own token dialects)
 * as dayjs patterns, so every screen formats dates the same way. Keyed by DateFormatName, so a new
 * shared format fails to compile until it has a pattern here.
 */
const DAYJS_FORMATS: Record<DateFormatName, string> = {
  picker: 'YYYY-M-D', // Y-M-d
  display: 'YYYY-MMM-DD', // yyyy-MMM-dd
  displayDateTime: 'YYYY-MMM-DD HH:mm', // yyyy-MMM-dd HH:mm
  iso: 'YYYY-MM-DD', // yyyy-MM-dd
  short: 'D/M/YYYY', // d/M/y
};

/**
 * `value` (ISO string, epoch ms or Date) in one of the spec's formats, on the business's clock
 * (Kuala Lumpur, like the date filters), whatever the browser's zone; '' when absent or invalid.
 * The API's exports write dates with the same shared function, so a file reads like the screen.
 */
export function formatDate(value: string | number | Date | null | undefined, format: DateFormatName = 'display'): string {
  // Month names in the UI language ('Okt'); a screen renders again when the language changes.
  return formatDateText(value, format, currentLanguage());
}

/** dayjs pattern of a spec format (for Mantine date inputs' `valueFormat`). */
export function dayjsFormat(format: DateFormatName): string {
  return DAYJS_FORMATS[format];
}

/**
 * Default date-range filter: from one month before today to today (yyyy-MM-dd), today being the
 * business day in Malaysia (the API reads these as Malaysian days), not the browser's.
 */
export function defaultDateRange(now: Date = new Date()): [string, string] {
  const end = dayjs(businessDate(now));
  return [end.subtract(DEFAULT_DATE_RANGE_MONTHS, 'month').format(DAYJS_FORMATS.iso), end.format(DAYJS_FORMATS.iso)];
}
