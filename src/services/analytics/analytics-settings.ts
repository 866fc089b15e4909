import type { Knex } from 'knex';
import {
  analyticsSettingsSchema,
  defaultAnalyticsSettings,
  type AnalyticsSettings,
} from '../../schemas/analytics';

/** The retention settings admins saved (context `analytics`), each falling back to its default. */
export async function analyticsSettings(db: Knex): Promise<AnalyticsSettings> {
  const rows = (await db('settings')
    .where('context', 'analytics')
    .select('key', 'value')) as Array<{
    key: string;
    value: unknown;
  }>;
  const settings = { ...defaultAnalyticsSettings };
  for (const { key, value } of rows) {
    if (!Object.hasOwn(analyticsSettingsSchema.shape, key)) continue;
    const field = analyticsSettingsSchema.shape[key as keyof AnalyticsSettings];
    const parsed = field.safeParse(value);
    if (parsed.success) Object.assign(settings, { [key]: parsed.data });
  }
  return settings;
}
