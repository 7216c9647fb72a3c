import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { BUSINESS_TIME_ZONE, businessDate, DEFAULT_DATE_RANGE_MONTHS, formatDateText, type DateFormatName } from '@bo/shared';
import { currentLanguage } from './useLanguage';

dayjs.extend(utc);
dayjs.extend(timezone);

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

/**
 * Today on the business's calendar (Kuala Lumpur), as a dayjs for date arithmetic
 * (`businessToday().add(1, 'day')`): defaults of date fields start from the day the business is
 * on, not the browser's (at 01:30 in Kuala Lumpur it is still yesterday in London).
 */
export function businessToday(now: Date = new Date()): dayjs.Dayjs {
  return dayjs(businessDate(now));
}

/** The business's wall clock now ('YYYY-MM-DD HH:mm:ss', Kuala Lumpur), as date-time fields hold it. */
export function businessWallNow(now: Date = new Date()): string {
  return dayjs(now).tz(BUSINESS_TIME_ZONE).format('YYYY-MM-DD HH:mm:ss');
}

/**
 * A date-time typed as the business's wall clock ('YYYY-MM-DD HH:mm:ss': a bank slip's time,
 * read in Kuala Lumpur) as the instant the API takes (ISO 8601 with the offset), whatever the
 * browser's zone. Screens show instants back on the same clock (formatDate).
 */
export function fromBusinessWallTime(value: string): string {
  return dayjs.tz(value, BUSINESS_TIME_ZONE).format();
}
