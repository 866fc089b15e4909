import { z } from './zod';
import { retentionDays, text } from './common';
import { leadKinds } from './leads';

/*
 * First-party analytics: what the beacon sends (POST /api/events) and what the dashboard asks
 * for (GET /api/analytics/summary, GET /api/analytics/export.csv).
 */

export const analyticsEventNames = ['pageview', 'lead', 'signup_click', 'calculator'] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

/** The screen's width, as a class: the beacon never sends the exact size. */
export const widthClasses = ['mobile', 'tablet', 'desktop'] as const;
export type WidthClass = (typeof widthClasses)[number];

/** A beacon is small; anything bigger is not one of ours (the route also caps the body). */
export const maxBeaconBytes = 4_096;

const optionalText = (max: number, label: string) =>
  text(max, label)
    .nullish()
    .transform((value) => value?.trim() || null);

export const beaconUtmSchema = z
  .object({
    source: optionalText(200, 'utm_source'),
    medium: optionalText(200, 'utm_medium'),
    campaign: optionalText(200, 'utm_campaign'),
    term: optionalText(200, 'utm_term'),
    content: optionalText(200, 'utm_content'),
  })
  .strict();

/** POST /api/events: one event from the page's beacon. */
export const beaconSchema = z
  .object({
    name: z.enum(analyticsEventNames, { error: 'Unknown event' }),
    path: text(500, 'Path').regex(/^\//, 'Path must start with /'),
    referrer: optionalText(500, 'Referrer'),
    utm: beaconUtmSchema.optional(),
    width: z.enum(widthClasses, { error: 'Unknown width class' }).optional(),
    /** For `lead`: which form. */
    kind: z.enum(leadKinds, { error: 'Unknown request type' }).optional(),
  })
  .strict();
export type Beacon = z.infer<typeof beaconSchema>;

const dayParam = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    // Date.parse rolls 2026-02-30 over to March; a real date reads back the same.
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value),
      `${label} is not a real date`,
    );

/** The longest range the dashboard reads at once: two years and a day for leap years. */
export const maxRangeDays = 732;

const dayMs = 86_400_000;
export const rangeDays = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / dayMs) + 1;

/** A range of whole days (UTC), both ends included. */
export const analyticsRangeSchema = z
  .object({ from: dayParam('From'), to: dayParam('To') })
  .refine((range) => range.from <= range.to, {
    message: 'From must be on or before To',
    path: ['from'],
  })
  .refine((range) => rangeDays(range.from, range.to) <= maxRangeDays, {
    message: `A range is at most ${maxRangeDays} days`,
    path: ['from'],
  });
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;

/** Every table of the dashboard, each exportable as CSV. */
export const analyticsTables = [
  'series',
  'pages',
  'entryPages',
  'sources',
  'campaigns',
  'devices',
  'browsers',
  'conversionsBySource',
  'conversionsByCampaign',
  'conversionsByLandingPage',
] as const;
export type AnalyticsTable = (typeof analyticsTables)[number];

/** GET /api/analytics/export.csv */
export const analyticsExportSchema = analyticsRangeSchema.and(
  z.object({ table: z.enum(analyticsTables, { error: 'Unknown table' }) }),
);

/**
 * Settings in context `analytics` (PUT /api/settings, admins): how long raw events are kept
 * (days), and the daily rollups (days, or null for ever).
 */
export const analyticsSettingsSchema = z.object({
  rawRetentionDays: retentionDays('raw events', 1, 3_650),
  rollupRetentionDays: retentionDays('daily figures', 1, 36_500).nullable(),
});
export type AnalyticsSettings = z.infer<typeof analyticsSettingsSchema>;
export const defaultAnalyticsSettings: AnalyticsSettings = {
  rawRetentionDays: 90,
  rollupRetentionDays: null,
};
