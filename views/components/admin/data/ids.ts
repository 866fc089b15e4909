/** A path id as the API accepts it, or null for anything that cannot name a row. */
export function parseId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
