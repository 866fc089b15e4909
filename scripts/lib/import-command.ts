/**
 * What `npm run import:wordpress -- FILE.xml [--uploads DIR]` and
 * `npm run import:ghost -- FILE.json [--uploads DIR]` do: bring another site's posts, pages,
 * categories, tags, authors, comments and images into the configured database (DATA_DIR or
 * DATABASE_URL), with a 301 from each old address. Run it again with a newer export: what
 * changed is updated, nothing is duplicated. `--dry-run` says what it would do and writes nothing.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importContent, type ImportReport } from '../../src/services/portability/content-import';
import { mediaStorageOf } from '../../src/services/media-storage/media-storage';
import type { ContentSource, SourcePlatform } from '../../src/services/portability/content-source';
import { entriesIn } from '../../src/services/portability/import-report';
import { importSiteUrl } from '../../src/schemas/imports';
import { wordpressSource } from '../../src/services/portability/wordpress-source';
import { fail, withDatabase } from './command';

function printReport(report: ImportReport, dryRun: boolean, given: string) {
  const verb = dryRun ? 'Would import' : 'Imported';
  console.log(`${verb} from ${report.site.title || report.site.url || given}:`);
  for (const [kind, counts] of Object.entries(report.counts)) {
    const parts = Object.entries(counts)
      .filter(([, count]) => count > 0)
      .map(
        ([outcome, count]) =>
          `${count} ${dryRun && outcome !== 'unchanged' ? `to be ${outcome}` : outcome}`,
      );
    if (parts.length > 0) console.log(`  ${kind}: ${parts.join(', ')}`);
  }
  for (const { item, reason } of report.skipped) console.log(`  Skipped ${item}: ${reason}`);
  for (const warning of report.warnings) console.log(`  ${warning}`);
}

const usageOf = (platform: SourcePlatform) =>
  [
    `Usage: npm run import:${platform} -- FILE [--uploads DIR] [--dry-run] [--no-fetch] ` +
      (platform === 'wordpress' ? '[--time-zone ZONE]' : '[--site-url URL]'),
    `  --uploads DIR  the export's ${platform === 'wordpress' ? 'wp-content/uploads' : 'content/images'} folder, to copy images from`,
    '  --no-fetch     do not fetch images from the old site when they are not in DIR',
    platform === 'wordpress'
      ? "  --time-zone    the old site's time zone, for dates WordPress wrote without their UTC twin"
      : "  --site-url     the old site's address, such as https://blog.example.com (Ghost's export does not name it)",
  ].join('\n');

/** The command line, checked: a mistake ends the command with what to type instead. */
async function readArguments(platform: SourcePlatform) {
  const usage = usageOf(platform);
  let parsed;
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: {
        uploads: { type: 'string' },
        'dry-run': { type: 'boolean' },
        'no-fetch': { type: 'boolean' },
        'time-zone': { type: 'string' },
        'site-url': { type: 'string' },
      },
      allowPositionals: true,
    });
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`, 2);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) fail(usage, 2);
  const given = positionals[0]!;
  const file = path.resolve(given);
  if (!(await stat(file).catch(() => null))?.isFile()) fail(`${given}: no such file.`);
  if (values.uploads && !(await stat(values.uploads).catch(() => null))?.isDirectory()) {
    fail(`${values.uploads}: no such folder.`);
  }
  const timeZone = values['time-zone'] ?? 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    fail(`${timeZone} is not a time zone; use a name such as Europe/Paris.`, 2);
  }
  const siteUrl = importSiteUrl.safeParse(values['site-url'] ?? '');
  if (!siteUrl.success) fail(siteUrl.error.issues[0]!.message, 2);
  const source: ContentSource =
    platform === 'ghost'
      ? (await import('../../src/services/portability/ghost-source')).ghostSource(file, {
          siteUrl: siteUrl.data,
        })
      : wordpressSource(file, { timeZone });
  return { given, source, values };
}

/** Prints every tenth of the way. */
function progressPrinter(total: number) {
  let shown = 0;
  return (done: number) => {
    const percent = Math.floor((done / Math.max(total, 1)) * 100);
    if (percent >= shown + 10 || done === total) {
      shown = percent;
      console.log(`  ${done} of ${total} posts and pages (${percent} %)`);
    }
  };
}

/** Runs the import command for `platform`, with the command line's arguments. */
export async function runImportCommand(platform: SourcePlatform) {
  const { given, source, values } = await readArguments(platform);
  await withDatabase(async (db, config) => {
    const by = { userId: null, name: 'Command line', address: null };
    const media = {
      mediaStorage: mediaStorageOf(config.mediaStorage),
      fromDir: values.uploads,
      fetchRemote: !values['no-fetch'],
    };
    const started = Date.now();
    console.log(`Reading ${given}…`);
    const plan = await importContent(db, source, { dryRun: true, media, by });
    if (values['dry-run']) return printReport(plan, true, given);
    const total = entriesIn(plan);
    const report = await importContent(db, source, {
      dryRun: false,
      media,
      by,
      total,
      onProgress: progressPrinter(total),
    });
    printReport(report, false, given);
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  });
}
