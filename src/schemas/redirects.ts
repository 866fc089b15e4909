import { z } from './zod';

/*
 * A redirect sends an old address on: from a site path (`/2019/05/our-menu/`, `/blog/post/old`)
 * to another site path or a web address, with 301 (moved for good) or 302 (for a while).
 */

export const redirectOrigins = ['page', 'post', 'manual', 'import'] as const;

export const maxRedirectPathLength = 300;

/** A site path as a browser sends it: one leading slash, no spaces, query or fragment. */
const sitePathPattern = /^\/(?!\/)[^\s?#\\]*$/;

const fromPath = z
  .string({ error: 'From is required' })
  .trim()
  .min(1, 'From is required')
  .max(maxRedirectPathLength, `From must be at most ${maxRedirectPathLength} characters`)
  .regex(sitePathPattern, 'From must be a path of this site, such as /old-page');

const toPath = z
  .string({ error: 'To is required' })
  .trim()
  .min(1, 'To is required')
  .max(maxRedirectPathLength, `To must be at most ${maxRedirectPathLength} characters`)
  .refine(
    (value) => sitePathPattern.test(value) || /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(value),
    'To must be a path of this site or an http(s) address',
  );

const status = z.union([z.literal(301), z.literal(302)], { error: 'Status must be 301 or 302' });

/** POST /api/redirects (editors and admins). */
export const redirectCreateSchema = z.strictObject({
  fromPath,
  toPath,
  status: status.default(301),
});
export type RedirectCreate = z.output<typeof redirectCreateSchema>;

export const maxRedirectsPerImport = 5_000;

/** POST /api/redirects/import: CSV text, `from,to[,status]` per line, a header line allowed. */
export const redirectImportSchema = z.strictObject({
  csv: z
    .string({ error: 'Paste or choose a CSV file' })
    .min(1, 'Paste or choose a CSV file')
    .max(1_000_000, 'The CSV must be at most 1 MB'),
});

export const redirectQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
});

/**
 * The CSV's rows as redirects, checked one by one; errors name the line (`line 3: …`). A first
 * line of column names (`from,to,status`) is skipped.
 */
export function parseRedirectCsv(csv: string): {
  rows: Array<{ line: number; redirect: RedirectCreate }>;
  errors: Record<string, string>;
} {
  const rows: Array<{ line: number; redirect: RedirectCreate }> = [];
  const errors: Record<string, string> = {};
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((line, index) => {
    const cells = line.split(',').map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
    if (cells.every((cell) => cell === '')) return;
    if (index === 0 && /^from$/i.test(cells[0] ?? '')) return;
    const key = `line ${index + 1}`;
    if (cells.length < 2 || cells.length > 3) {
      errors[key] = 'Write each redirect as from,to or from,to,status';
      return;
    }
    const parsed = redirectCreateSchema.safeParse({
      fromPath: cells[0],
      toPath: cells[1],
      ...(cells[2] ? { status: Number(cells[2]) } : {}),
    });
    if (parsed.success) rows.push({ line: index + 1, redirect: parsed.data });
    else errors[key] = parsed.error.issues[0]!.message;
  });
  if (rows.length > maxRedirectsPerImport) {
    errors.csv = `A CSV may hold at most ${maxRedirectsPerImport} redirects`;
  }
  return { rows, errors };
}
