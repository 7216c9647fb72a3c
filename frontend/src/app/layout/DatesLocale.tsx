import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import ms from 'dayjs/locale/ms';
import { MONTH_ABBREVIATIONS } from '@bo/shared';
import { useLanguage } from '../../ui/useLanguage';

// dayjs's Malay months, with the lists' abbreviations (CLDR's 'Ogo' where dayjs has 'Ogs'), so a
// picker and a list cell name a month alike. Registered, not made the global locale.
dayjs.locale({ ...ms, monthsShort: [...MONTH_ABBREVIATIONS.ms] }, undefined, true);

/**
 * Mantine's date pickers in the UI language (month and day names: 'Okt', 'Isnin'). dayjs needs the
 * Malay locale loaded; it comes with the signed-in shell, the only place with pickers.
 */
export function DatesLocale({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return <DatesProvider settings={{ locale: language }}>{children}</DatesProvider>;
}
