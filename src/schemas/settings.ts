import { z } from './zod';
import { activitySettingsSchema } from './activity';
import { analyticsSettingsSchema } from './analytics';
import { revisionSettingsSchema } from './revisions';
import { text } from './common';
import { siteSettingsSchema, themeSettingsSchema } from './site-settings';

const name = (label: string) =>
  text(64, label).regex(
    /^[a-zA-Z][\w.-]*$/,
    `${label} may contain letters, numbers, dots, dashes and underscores`,
  );

/**
 * Settings that hold personal data (who hears of new leads): kept out of the public settings
 * list and written only through their own admin-only endpoint.
 */
export const privateSettingContexts: readonly string[] = ['notifications'];

export const settingsQuerySchema = z.object({ context: name('Context').optional() });

const maxDepth = 20;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** What jsonb can hold: no NUL character and no half of a surrogate pair. */
const storable = (value: string) => !value.includes('\u0000') && !loneSurrogate.test(value);

/**
 * Checked before z.json(), which recurses: walks the value with a stack of its own, so deep
 * nesting is refused instead of overflowing the call stack.
 */
function jsonProblem(value: unknown): string | null {
  const pending: Array<[item: unknown, depth: number]> = [[value, 1]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item === 'string' && !storable(item)) return 'Value contains an invalid character';
    if (item === null || typeof item !== 'object') continue;
    if (depth > maxDepth) return 'Value is nested too deeply';
    for (const [key, child] of Object.entries(item)) {
      if (!storable(key)) return 'Value contains an invalid character';
      pending.push([child, depth + 1]);
    }
  }
  return null;
}

/** Any JSON value, bounded in size and depth so settings stay settings. */
const jsonValue = z
  .unknown()
  .superRefine((value, ctx) => {
    const problem = jsonProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
  })
  .pipe(z.json())
  .refine((value) => JSON.stringify(value).length <= 20_000, 'Value is too large');

/** Settings in context `security` (admins): staff must use two-step sign-in. */
export const securitySettingsSchema = z.object({
  requireTwoFactor: z.boolean({ error: 'Choose on or off' }),
});

/** Settings the site itself reads (/admin/settings): their values must keep the field's rule. */
const ruledContexts: Record<string, z.ZodObject> = {
  activity: activitySettingsSchema,
  analytics: analyticsSettingsSchema,
  security: securitySettingsSchema,
  revisions: revisionSettingsSchema,
  site: siteSettingsSchema,
  theme: themeSettingsSchema,
};

const setting = z
  .object({ context: name('Context'), key: name('Key'), value: jsonValue })
  .superRefine(({ context, key, value }, ctx) => {
    if (privateSettingContexts.includes(context)) {
      ctx.addIssue({
        code: 'custom',
        path: ['context'],
        message: `Save ${context} settings at /api/settings/${context}`,
      });
      return;
    }
    const shape = Object.hasOwn(ruledContexts, context) ? ruledContexts[context]!.shape : null;
    if (!shape || !Object.hasOwn(shape, key)) return;
    const checked = z.safeParse(shape[key]!, value);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      ctx.addIssue({ code: 'custom', path: ['value'], message: issue?.message ?? 'Invalid value' });
    }
  });

export const settingsUpdateSchema = z.object({
  settings: z.array(setting).min(1, 'Nothing to save').max(100, 'Too many settings at once'),
});
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
