/**
 * `npm run bench:revisions`: how big the revision table gets when one post is autosaved 1,000
 * times, on a fresh PostgreSQL database (BENCH_DATABASE_URL's server). Two cases:
 * - one editing session typing for a long time: its autosaves collapse into one row, updated
 *   1,000 times (dead row versions until vacuum);
 * - 1,000 editing sessions (1,000 page loads, each autosaving once): 1,000 inserts, pruned to the
 *   retention (newest 50 plus published versions) in the same transactions.
 * Each autosave goes through the service as the API calls it, with a body of about 6 KB that
 * grows as it is typed. Prints the table's total size (pg_total_relation_size: heap, TOAST and
 * indexes) before and after VACUUM (space made reusable) and VACUUM FULL (the live rows alone),
 * and the mean time of one autosave.
 */
import { performance } from 'node:perf_hooks';
import { openDatabase } from '#src/models/db';
import { postAutosaveSchema } from '#src/schemas/posts';
import { autosavePost } from '#src/services/post-history';
import { recreateDatabase } from './lib/postgres';

const autosaves = 1_000;
const url =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ava_bench_revisions';

const vocabulary = (
  'missed calls are customers an receptionist answers every call books the appointment sends ' +
  'summary to team before caller has hung up clinic dental practice law firm plumber after ' +
  'hours weekend voicemail lead follow text message calendar schedule price quote minutes ' +
  'month growth revenue staff front desk busy season holiday emergency urgent callback'
).split(' ');

/** About 6 KB of prose that compresses like prose (a repeated sentence would compress to nothing). */
function prose(seed: number) {
  let state = seed + 1;
  const words: string[] = [];
  while (words.join(' ').length < 6_000) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    words.push(vocabulary[state % vocabulary.length]!);
  }
  return words.join(' ');
}
const baseText = prose(1);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

async function main() {
  await recreateDatabase(url);
  const db = await openDatabase({ databaseUrl: url });
  await db.migrate.latest();
  const [user] = (await db('users')
    .insert({ username: 'bench', email: 'bench@example.test', role: 'editor', passwordHash: 'x' })
    .returning(['id', 'username', 'email', 'role', 'fullName'])) as Array<{
    id: number;
    username: string;
    email: string;
    role: 'editor';
    fullName: string | null;
  }>;
  const viewer = { ...user!, fullName: null };

  const sizeOf = async () => {
    const result = await db.raw(
      "select pg_total_relation_size('revisions')::bigint as size, count(*)::int as rows from revisions",
    );
    const row = (result.rows as Array<{ size: string; rows: number }>)[0]!;
    return { bytes: Number(row.size), rows: row.rows };
  };

  const run = async (label: string, sessionOf: (index: number) => string) => {
    const [post] = (await db('posts')
      .insert({ slug: `bench-${label}`, title: 'Bench', authorId: viewer.id, status: 'draft' })
      .returning('id')) as Array<{ id: number }>;
    const started = performance.now();
    for (let index = 0; index < autosaves; index += 1) {
      const typed = `${baseText} ${prose(index + 2).slice(0, 40)}`;
      const body = postAutosaveSchema.parse({
        title: `Autosaved ${index}`,
        content: `<p>${typed}</p>`,
      });
      await autosavePost(post!.id, { ...body, editingSession: sessionOf(index) }, viewer);
    }
    const meanMs = (performance.now() - started) / autosaves;
    const before = await sizeOf();
    await db.raw('vacuum revisions');
    const after = await sizeOf();
    await db.raw('vacuum full revisions');
    const compacted = await sizeOf();
    await db('revisions').delete();
    await db.raw('vacuum full revisions');
    return {
      case: label,
      rows: after.rows,
      'before vacuum': kib(before.bytes),
      'after vacuum': kib(after.bytes),
      'after vacuum full': kib(compacted.bytes),
      'mean autosave': `${meanMs.toFixed(1)} ms`,
    };
  };

  const rows = [
    await run('one-session', () => 'one-long-editing-session'),
    await run('1000-sessions', (index) => `editing-session-${index}`),
  ];
  console.table(rows);
  await db.destroy();
}

await main();
