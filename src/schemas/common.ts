import { z } from './zod';

const maxInt = 2_147_483_647;

/** Text that PostgreSQL can store: no NUL characters. */
export const text = (max: number, label = 'Value') =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), `${label} contains an invalid character`);

/** Trimmed, non-empty text; a missing or null value gets the same "is required" message. */
export const requiredText = (max: number, label: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? `${label} is required` : undefined) })
    .pipe(text(max, label))
    .transform((value) => value.trim())
    .pipe(z.string().min(1, `${label} is required`));

export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(140, 'Slug must be at most 140 characters')
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Slug may contain only lowercase letters, numbers and single dashes',
  );

/** Empty means "derive it from the name". */
export const optionalSlug = z
  .union([slugSchema, z.literal(''), z.null()])
  .optional()
  .transform((value) => value || undefined);

/** A path id: digits only (else 400); beyond the integer range it simply does not exist. */
export const idSchema = z
  .string()
  .regex(/^\d{1,12}$/, 'Invalid id')
  .transform(Number)
  .pipe(z.number().int().min(1, 'Invalid id'));

export function isStorableId(id: number): boolean {
  return id <= maxInt;
}

/** An id in a body (a number) or a query string (digits); `true` or `"1e3"` are not ids. */
export const idValue = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value),
  z
    .number({ error: 'Invalid id' })
    .int('Invalid id')
    .min(1, 'Invalid id')
    .max(maxInt, 'Invalid id'),
);

export const pagingSchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 50')
    .max(50, 'limit must be between 1 and 50')
    .default(6),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(1_000_000, 'offset is too large')
    .default(0),
});

/**
 * No date the site stores (a publication, a due date) predates this. Earlier years come from
 * typos or hostile input, and PGlite reads years before 100 back wrongly (0099 comes back as
 * 1999) and fails on year 0.
 */
export const earliestDate = Date.UTC(1900, 0, 1);

/** An optional ISO date-time with an offset, as a `Date`, or null. */
export const optionalDateTime = () =>
  z.iso
    .datetime({ offset: true, error: 'Invalid date' })
    .refine((value) => Date.parse(value) >= earliestDate, 'Invalid date')
    .nullable()
    .optional()
    .transform((value) => (value ? new Date(value) : null));

/**
 * A post's or page's schedule: `scheduled` needs a date still to come (`publishedAt`), where
 * `message` says so beside the field.
 */
export const futureDateWhenScheduled =
  (message: string) =>
  (value: { status: string; publishedAt: unknown }, context: z.core.$RefinementCtx) => {
    // A publishedAt that failed its own checks is still the raw input here, and already reported.
    if (value.publishedAt !== null && !(value.publishedAt instanceof Date)) return;
    if (value.status === 'scheduled' && (!value.publishedAt || value.publishedAt <= new Date())) {
      context.addIssue({ code: 'custom', path: ['publishedAt'], message });
    }
  };

/** How long something is kept, in whole days from `min` to `max`; the messages name `what`. */
export const retentionDays = (what: string, min: number, max: number) =>
  z
    .int(`Keep ${what} for a whole number of days`)
    .min(min, `Keep ${what} for at least ${min} ${min === 1 ? 'day' : 'days'}`)
    .max(max, `Keep ${what} for at most ${max} days`);

/** `schema`, or nothing: missing, null and empty all arrive as null. */
export const emptyAsNull = <Schema extends z.ZodType<string, string>>(schema: Schema) =>
  schema.nullish().transform((value) => value || null);

export const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A URL or site path for images and links; never `javascript:` or `data:`. */
export const urlOrPath = z
  .string()
  .trim()
  .max(500, 'URL must be at most 500 characters')
  .refine(
    (value) => value === '' || /^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value),
    'Must be a site path (/…) or an http(s) URL',
  );

export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '');
}
