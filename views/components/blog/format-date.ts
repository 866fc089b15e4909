import { format } from 'date-fns';
import type { DateText } from './types';

/**
 * 'March 5, 2024', formatted on the server so the browser needs no date library. The calendar
 * day is read in UTC, the same for every server and reader.
 */
export function dateText(value: Date): DateText {
  const date = new Date(value);
  const day = new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return { iso: date.toISOString(), text: format(day, 'MMMM d, yyyy') };
}
