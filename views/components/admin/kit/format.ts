const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 22, 2026" (SPEC's MMM d, yyyy) on the UTC calendar day, the same on server and browser. */
export function formatDate(value: string | Date): string {
  return dateFormat.format(new Date(value));
}

/** "Nov 22, 2026, 3:05 PM" in the reader's own time zone, for when something arrived. */
export function formatDateTime(value: string | Date): string {
  return dateTimeFormat.format(new Date(value));
}
