import { z } from '../zod';
import type { Received } from './common';

const visitorsRow = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ ...shape, visitors: z.number() });

const conversionRow = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ ...shape, visitors: z.number(), leads: z.number(), rate: z.number() });

const totalsWire = z.object({
  visitors: z.number(),
  pageviews: z.number(),
  leads: z.number(),
  /** leads / visitors, 0 when nobody came. */
  rate: z.number(),
});

/**
 * GET /api/analytics/summary: one range, with the previous range of the same length for
 * comparison. Visitors are counted per day (the visitor id changes every day), so a range's
 * visitors are the sum of its days'.
 */
export const analyticsSummaryWire = z.object({
  from: z.string(),
  to: z.string(),
  visitors: z.number(),
  pageviews: z.number(),
  previous: totalsWire.extend({ from: z.string(), to: z.string() }),
  series: z.array(z.object({ date: z.string(), visitors: z.number(), pageviews: z.number() })),
  pages: z.array(visitorsRow({ path: z.string(), pageviews: z.number() })),
  entryPages: z.array(visitorsRow({ path: z.string() })),
  sources: z.array(visitorsRow({ source: z.string() })),
  campaigns: z.array(visitorsRow({ campaign: z.string(), source: z.string(), leads: z.number() })),
  devices: z.array(visitorsRow({ device: z.string() })),
  browsers: z.array(visitorsRow({ browser: z.string() })),
  conversions: z.object({
    leads: z.number(),
    rate: z.number(),
    bySource: z.array(conversionRow({ source: z.string() })),
    byCampaign: z.array(conversionRow({ campaign: z.string(), source: z.string() })),
    byLandingPage: z.array(conversionRow({ path: z.string() })),
  }),
});
export type AnalyticsSummary = Received<typeof analyticsSummaryWire>;

/** The admin dashboard's card: today's visitors and the last 7 days. */
export const analyticsGlanceWire = z.object({
  today: z.number(),
  series: z.array(z.object({ date: z.string(), visitors: z.number() })),
});
export type AnalyticsGlance = Received<typeof analyticsGlanceWire>;

/** Views per post over the last 30 days, for the blog manager. */
export const postViewsWire = z.object({
  from: z.string(),
  to: z.string(),
  views: z.array(z.object({ path: z.string(), pageviews: z.number(), visitors: z.number() })),
});
export type PostViews = Received<typeof postViewsWire>;
