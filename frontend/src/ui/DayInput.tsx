import { DateInput, type DateInputProps } from '@mantine/dates';

/** A business day field: the date picked and typed as the API takes it (`YYYY-MM-DD`, ui/dates `iso`). */
export function DayInput(props: DateInputProps) {
  return <DateInput valueFormat="YYYY-MM-DD" {...props} />;
}
