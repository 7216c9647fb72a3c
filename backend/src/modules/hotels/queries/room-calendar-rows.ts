import { addDays, daysBetween } from '../availability/rules';

/** The dates `from`..`to`, both included (the room calendar's read and its bulk edit). */
export const datesOf = (from: string, to: string) =>
  Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
