import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import type { UseFormReturnType } from '@mantine/form';
import { businessToday, dayjsFormat } from './dates';

const ISO = dayjsFormat('iso');
const STAY_FIELDS = [
  ['checkIn', 'check-in'],
  ['checkOut', 'check-out'],
] as const;

/** The stay a stay question starts from: tomorrow for one night ('YYYY-MM-DD', the business's day). */
export const stayFromTomorrow = (now: Date = new Date()) => ({
  checkIn: businessToday(now).add(1, 'day').format(ISO),
  checkOut: businessToday(now).add(2, 'day').format(ISO),
});

/**
 * A hotel stay's check-in and check-out days, typed as the API takes them ('YYYY-MM-DD'), bound to
 * the form's `checkIn` and `checkOut`: two cells of the caller's grid (the hotel's availability
 * check, the price quote). Test ids `<testIdPrefix>-check-in` and `<testIdPrefix>-check-out`.
 */
export function StayDates<V extends { checkIn: string; checkOut: string }>({
  form,
  labels,
  testIdPrefix,
}: {
  form: UseFormReturnType<V>;
  labels: readonly [checkIn: string, checkOut: string];
  testIdPrefix: string;
}) {
  return (
    <>
      {STAY_FIELDS.map(([field, testId], at) => (
        <DateInput
          key={field}
          label={labels[at]}
          valueFormat={ISO}
          required
          {...form.getInputProps(field)}
          data-testid={`${testIdPrefix}-${testId}`}
        />
      ))}
    </>
  );
}
