/* Whole UTC days as 'YYYY-MM-DD' strings: how analytics stores, rolls up and reads time. */

const dayMs = 86_400_000;

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The day `count` days after `day` (before it when negative). */
export const addDays = (day: string, count: number): string =>
  utcDay(new Date(Date.parse(day) + count * dayMs));

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Midnight UTC at the start of `day`. */
export const startOfDay = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** The first day of `day`'s month. */
export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** The last day of the month that starts on `month`. */
export function lastDayOfMonth(month: string): string {
  const start = startOfDay(month);
  return utcDay(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)));
}
