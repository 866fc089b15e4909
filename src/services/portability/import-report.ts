import type { SourceSite } from './content-source';

/** What an import did (or, from a dry run, would do), kind by kind. */

export interface KindCounts {
  created: number;
  updated: number;
  unchanged: number;
}

const reportedKinds = [
  'authors',
  'categories',
  'tags',
  'posts',
  'pages',
  'comments',
  'media',
  'redirects',
] as const;
export type ReportedKind = (typeof reportedKinds)[number];

export interface ImportReport {
  platform: SourceSite['platform'];
  site: { title: string; url: string };
  counts: Record<ReportedKind, KindCounts>;
  /** Items not imported, each with its title or id and why. */
  skipped: Array<{ item: string; reason: string }>;
  /** Imported, with something left behind (an image that stays at its old address). */
  warnings: string[];
}

export function importReportOf(site: SourceSite): ImportReport {
  const counts = Object.fromEntries(
    reportedKinds.map((kind) => [kind, { created: 0, updated: 0, unchanged: 0 }]),
  ) as Record<ReportedKind, KindCounts>;
  return {
    platform: site.platform,
    site: { title: site.title, url: site.url },
    counts,
    skipped: [],
    warnings: [],
  };
}

/** Entries (posts and pages) the file holds: what progress is counted in. */
export const entriesIn = (report: ImportReport) =>
  (['posts', 'pages'] as const).reduce(
    (sum, kind) =>
      sum +
      report.counts[kind].created +
      report.counts[kind].updated +
      report.counts[kind].unchanged,
    0,
  );
