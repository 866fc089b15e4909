/**
 * `npm run bench:import [-- --posts=N] [-- --json]`: times `npm run import:wordpress` on a large
 * export against its budget: a 50 MB WXR of 5,000 posts in under 60 s on PostgreSQL, with the
 * importing process's peak RSS under 300 MB. Generates the export (bench/lib/wxr-generator.ts)
 * and its uploads folder in a temporary folder, creates a fresh database `bench_import_<pid>` on
 * the PostgreSQL server of BENCH_DATABASE_URL (else the local one), migrates and seeds it as a
 * start would, then runs the command as an operator does, in a process of its own, twice: the
 * import, then the same file again, which must add nothing. The database is dropped at the end.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import sharp from 'sharp';
import { openDatabase, toCount, type Database } from '../src/models/db';
import { prepareDatabase } from '../src/models/prepare';
import { generateWxr } from './lib/wxr-generator';
import { recreateDatabase } from './lib/postgres';
import { report, type Row } from './lib/report';
import { processTreeRssMiB, root } from './lib/server';

const postCount = Number(
  process.argv.find((arg) => arg.startsWith('--posts='))?.split('=')[1] ?? 5_000,
);
const budget = { seconds: 60, rssMB: 300 };
const databaseUrl = new URL(
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
databaseUrl.pathname = `/bench_import_${process.pid}`;
const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);

/** The images the posts show, where an operator would point `--uploads`: small plain JPEGs. */
async function writeUploads(dir: string, files: string[]) {
  for (const [n, file] of files.entries()) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    const background = { r: (n * 67) % 256, g: (n * 131) % 256, b: (n * 29) % 256 };
    await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
      .jpeg({ quality: 80 })
      .toFile(path.join(dir, file));
  }
}

/** The highest resident memory the process has had so far (VmHWM), in bytes; 0 once it is gone. */
function peakRssBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

interface Run {
  seconds: number;
  peakRssBytes: number;
  /** The most the process and its children (image worker, tsx's esbuild) held at once, sampled. */
  peakTreeRssBytes: number;
  exitCode: number | null;
}

/**
 * Runs the command in Node directly rather than through `npm run`, so that the process measured
 * is the one importing; its output goes to stderr, so that `--json` keeps stdout to the rows.
 */
function runImport(file: string, uploads: string, dataDir: string): Promise<Run> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/import-wordpress.ts', file, '--uploads', uploads, '--no-fetch'],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl.href, DATA_DIR: dataDir },
      stdio: ['ignore', process.stderr, 'inherit'],
    },
  );
  let [peak, treePeak] = [0, 0];
  // VmHWM only grows; it is gone once the process has exited, hence the sampling.
  const sampler = setInterval(() => {
    peak = Math.max(peak, peakRssBytes(child.pid!));
    treePeak = Math.max(treePeak, processTreeRssMiB(child.pid!) * 1024 * 1024);
  }, 20);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => {
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      resolve({ seconds, peakRssBytes: peak, peakTreeRssBytes: treePeak, exitCode });
    });
  });
}

async function counts(db: Database) {
  const [posts] = await db('posts').count({ n: '*' });
  const [comments] = await db('comments').count({ n: '*' });
  return { posts: toCount(posts?.n), comments: toCount(comments?.n) };
}

async function dropDatabase() {
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.href });
  await client.connect();
  try {
    await client.query(`drop database if exists "${databaseUrl.pathname.slice(1)}" with (force)`);
  } finally {
    await client.end();
  }
}

async function measure(workDir: string): Promise<Row[]> {
  const file = path.join(workDir, 'wordpress-export.xml');
  const uploads = path.join(workDir, 'wp-content-uploads');
  const dataDir = path.join(workDir, 'data');
  console.log(`Generating a WordPress export of ${postCount.toLocaleString('en-US')} posts…`);
  const generating = performance.now();
  const generated = await generateWxr({ posts: postCount, out: file });
  await writeUploads(uploads, generated.images);
  const generatedIn = ((performance.now() - generating) / 1000).toFixed(1);

  await recreateDatabase(databaseUrl.href);
  const db = await openDatabase({ databaseUrl: databaseUrl.href }, pino({ level: 'silent' }));
  try {
    // Migrated and seeded as the command would: its own run then finds nothing to do there.
    await prepareDatabase(db, pino({ level: 'silent' }), { sampleContent: true });
    const before = await counts(db);
    console.log(`Importing ${file} (${mb(generated.bytes)} MB) into ${databaseUrl.pathname}…`);
    const first = await runImport(file, uploads, dataDir);
    const imported = await counts(db);
    console.log('Importing the same file again…');
    const second = await runImport(file, uploads, dataDir);
    const again = await counts(db);
    const newPosts = imported.posts - before.posts;
    const { posts, pages, attachments, comments } = generated.counts;
    return [
      {
        measure: 'WordPress export (generated)',
        value: `${mb(generated.bytes)} MB`,
        budget: '',
        pass: null,
        conditions: `${posts} posts, ${pages} pages, ${attachments} images, ${comments} comments; made in ${generatedIn} s`,
      },
      {
        measure: `import:wordpress of ${posts.toLocaleString('en-US')} posts, wall time`,
        value: `${first.seconds.toFixed(1)} s`,
        budget: `< ${budget.seconds} s`,
        pass: first.exitCode === 0 && first.seconds < budget.seconds,
        conditions: `exit code ${first.exitCode}; dry run and import, Node and tsx start included`,
      },
      {
        measure: 'import:wordpress peak RSS (VmHWM of the importing process)',
        value: `${mb(first.peakRssBytes)} MB`,
        budget: `< ${budget.rssMB} MB`,
        pass: first.peakRssBytes > 0 && first.peakRssBytes < budget.rssMB * 1_000_000,
        conditions: `with its child processes, at most ${mb(first.peakTreeRssBytes)} MB at once`,
      },
      {
        measure: 'posts added by the import',
        value: `${newPosts} of ${posts}`,
        budget: 'all',
        pass: newPosts === posts,
        conditions: `${imported.comments - before.comments} of the ${comments} comments added`,
      },
      {
        measure: 'import:wordpress of the same file again, wall time',
        value: `${second.seconds.toFixed(1)} s`,
        budget: '',
        pass: null,
        conditions: `exit code ${second.exitCode}; peak RSS ${mb(second.peakRssBytes)} MB`,
      },
      {
        measure: 'posts and comments added by the second import',
        value: `${again.posts - imported.posts}, ${again.comments - imported.comments}`,
        budget: '0, 0',
        pass:
          second.exitCode === 0 &&
          again.posts === imported.posts &&
          again.comments === imported.comments,
      },
    ];
  } finally {
    await db.destroy();
  }
}

const workDir = mkdtempSync(path.join(tmpdir(), 'ava-bench-import-'));
try {
  const rows = await measure(workDir);
  report('wordpress-import', rows, { usePglite: false });
  // `npm run bench` reads the rows from this last line.
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
} finally {
  await dropDatabase();
  rmSync(workDir, { recursive: true, force: true });
}
