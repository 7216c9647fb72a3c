import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/ms';
import { useLanguage } from '../../ui/useLanguage';

/**
 * Mantine's date pickers in the UI language (month and day names: 'Okt', 'Isnin'). dayjs needs the
 * Malay locale loaded; it comes with the signed-in shell, the only place with pickers.
 */
export function DatesLocale({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return <DatesProvider settings={{ locale: language }}>{children}</DatesProvider>;
}
