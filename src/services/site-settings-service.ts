import type { Logger } from 'pino';
import { z } from 'zod';
import { siteSettingsOf, withSavedSettings, type PublicSite } from '../config/site';
import { Setting } from '../models/site-content';
import type { ActivityActor } from './activity/activity-log';
import { recordSettingChanges, savedSettingValues } from './activity/setting-changes';
import {
  defaultTheme,
  siteSettingsSchema,
  themeSettingsSchema,
  type SiteSettings,
  type ThemeSettings,
} from '../schemas/site-settings';

export interface SavedSiteSettings {
  site: Partial<SiteSettings>;
  theme: Partial<ThemeSettings>;
  /** Kept with the notification settings, shown to the lead forms. */
  spamChallenge?: boolean;
}

const contexts = { site: 'site', theme: 'theme', notifications: 'notifications' } as const;

/**
 * Saved settings are read at most this often per process: a save here clears the copy at
 * once, and another instance behind the same database catches up within this time.
 */
const cacheMs = 10_000;
let cached: { at: number; saved: SavedSiteSettings } | null = null;
/** Bumped by every save, so a read that started before it cannot refill the cache with old rows. */
let generation = 0;

export function forgetSavedSiteSettings() {
  cached = null;
  generation += 1;
}

/**
 * Each stored value is checked against its field's rule: a row written some other way (the
 * generic PUT /api/settings, a hand-made SQL update) that breaks it is ignored, never shown.
 */
function valid(schema: z.ZodObject, rows: Setting[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const row of rows) {
    if (!Object.hasOwn(schema.shape, row.key)) continue;
    const parsed = z.safeParse(schema.shape[row.key]!, row.value);
    if (parsed.success) values[row.key] = parsed.data;
  }
  return values;
}

async function readSaved(): Promise<SavedSiteSettings> {
  const rows = await Setting.query().whereIn('context', Object.values(contexts));
  const inContext = (context: string) => rows.filter((row) => row.context === context);
  return {
    site: valid(siteSettingsSchema, inContext(contexts.site)),
    theme: valid(themeSettingsSchema, inContext(contexts.theme)),
    spamChallenge: inContext(contexts.notifications).some(
      (row) => row.key === 'spamChallenge' && row.value === true,
    ),
  };
}

export async function savedSiteSettings(): Promise<SavedSiteSettings> {
  if (cached && Date.now() - cached.at < cacheMs) return cached.saved;
  const startedIn = generation;
  const saved = await readSaved();
  if (startedIn === generation) cached = { at: Date.now(), saved };
  return saved;
}

/**
 * The site as visitors see it now. When the database cannot be read, the last settings read
 * (or the configured defaults) keep the pages up; the failure is logged.
 */
export async function currentSite(base: PublicSite, log: Logger): Promise<PublicSite> {
  try {
    return withSavedSettings(base, await savedSiteSettings());
  } catch (error) {
    log.warn({ err: error }, 'site settings unavailable; using the last known values');
    return withSavedSettings(base, cached?.saved ?? { site: {}, theme: {} });
  }
}

/**
 * Writes each field; a field set back to its default is removed so it follows the default again.
 * The activity entry compares what the site showed before (saved over defaults) with `values`.
 */
async function store<Values extends Record<string, unknown>>(
  context: string,
  values: Values,
  defaults: Values,
  by: ActivityActor,
): Promise<void> {
  await Setting.transaction(async (trx) => {
    const before = { ...defaults, ...(await savedSettingValues(trx, context)) };
    for (const [key, value] of Object.entries(values)) {
      const isDefault =
        JSON.stringify(value) === JSON.stringify(defaults[key as keyof Values] ?? null);
      if (isDefault) {
        await trx('settings').where({ context, key }).delete();
      } else {
        await trx('settings')
          .insert({ context, key, value: JSON.stringify(value), updatedAt: new Date() })
          .onConflict(['context', 'key'])
          .merge(['value', 'updatedAt']);
      }
    }
    await recordSettingChanges(trx, by, { context, before, after: { ...values } });
  });
  forgetSavedSiteSettings();
}

/** The /admin/settings form: what the site shows and what it would show without changes. */
export async function getSiteSettings(base: PublicSite) {
  const site = withSavedSettings(base, await readSaved());
  return { settings: siteSettingsOf(site), defaults: siteSettingsOf(base) };
}

export async function saveSiteSettings(
  base: PublicSite,
  settings: SiteSettings,
  by: ActivityActor,
) {
  await store(contexts.site, settings, siteSettingsOf(base), by);
  return getSiteSettings(base);
}

export async function getThemeSettings() {
  const { theme } = await readSaved();
  return { theme: { ...defaultTheme, ...theme }, defaults: defaultTheme };
}

export async function saveThemeSettings(theme: ThemeSettings, by: ActivityActor) {
  await store(contexts.theme, theme, defaultTheme, by);
  return getThemeSettings();
}
