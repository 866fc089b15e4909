import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { gzipSync } from 'node:zlib';
import type { Express } from 'express';
import { generate } from 'otplib';
import { pino } from 'pino';
import request from 'supertest';
import { pack as tarPack } from 'tar-stream';
import { Model } from 'objection';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#src/models/db';
import { archiveMessages, type Manifest } from '#src/services/portability/archive-format';
import { writeSiteArchive, type ExportOptions } from '#src/services/portability/site-export';
import { importSiteArchive } from '#src/services/portability/site-import';
import { archivedTables } from '#src/services/portability/site-tables';
import { runSeeds } from '../../seeds/index';
import { createTestApp, testConfig } from '../helpers/test-app';
import { loadTemplate } from '../helpers/pglite-template';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { diskStorage } from '#src/services/media-storage/disk-storage';

/*
 * A site moves between databases through one archive: from the embedded database to the test
 * database (PostgreSQL under TEST_DATABASE_URL) and back, row for row, file for file, with its
 * people able to sign in, second factor included.
 */

const silent = pino({ level: 'silent' });
const scratch = mkdtempSync(path.join(tmpdir(), 'ava-archive-'));
const newDir = (name: string) => mkdtempSync(path.join(scratch, `${name}-`));

/** An embedded database, even when the tier runs on PostgreSQL, migrated and empty. */
async function embeddedDatabase(): Promise<Database> {
  const pglite = await loadTemplate();
  const db = await openDatabase(pglite ? { pglite } : {}, silent);
  await db.migrate.latest();
  return db;
}

/** An import's places: the data folder and the media library's folder in it. */
const storageIn = (dataDir: string) => ({
  dataDir,
  mediaStorage: diskStorage(path.join(dataDir, 'uploads')),
});

const exportOptions = (uploadsDir: string) =>
  ({ scope: 'site', mediaStorage: diskStorage(uploadsDir) }) satisfies ExportOptions;

async function exportTo(db: Database, options: ExportOptions): Promise<string> {
  const file = path.join(newDir('export'), 'site.tar.gz');
  await writeSiteArchive(db, options, createWriteStream(file));
  return file;
}

/** Every archived table's rows as PostgreSQL writes them, in key order: what must survive. */
async function snapshot(db: Database): Promise<Record<string, string[]>> {
  const tables = await archivedTables(db, 'site');
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const order = (table.primaryKey.length > 0 ? table.primaryKey : table.columns)
      .map((column) => `t."${column}"`)
      .join(', ');
    const { rows } = (await db.raw(
      `select row_to_json(t)::text as "row" from "${table.name}" t order by ${order}`,
    )) as { rows: Array<{ row: string }> };
    result[table.name] = rows.map((row) => row.row);
  }
  return result;
}

function filesUnder(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const digest = createHash('sha256').update(readFileSync(file)).digest('hex');
        return [path.relative(dir, file), digest];
      }),
  );
}

/** The entries of an archive, by name. */
async function readArchive(file: string): Promise<Map<string, Buffer>> {
  const { extract } = await import('tar-stream');
  const { createGunzip } = await import('node:zlib');
  const { createReadStream } = await import('node:fs');
  const entries = new Map<string, Buffer>();
  const reader = extract();
  const done = pipeline(createReadStream(file), createGunzip(), reader);
  for await (const entry of reader) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  await done;
  return entries;
}

const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

// The site as the embedded database holds it: sample content, plus what people add.
let source: Database;
let sourceDir: string;
let sourceApp: Express;
let adminSecret: string;
let sourceOverview: unknown;
let sourceAdmin: ReturnType<typeof request.agent>;

beforeAll(async () => {
  source = await embeddedDatabase();
  await runSeeds(source, { sampleContent: true });
  sourceDir = newDir('source');
  sourceApp = await createTestApp(source, testConfig({ DATA_DIR: sourceDir, TRUST_PROXY: '1' }));

  const admin = request.agent(sourceApp);
  sourceAdmin = admin;
  await admin.post('/api/auth/login').send({ username: 'admin', password: 'admin123' }).expect(200);
  adminSecret = (await admin.post('/api/auth/2fa/setup').expect(200)).body.secret as string;
  await admin
    .post('/api/auth/2fa/enable')
    .send({ code: await codeAt(adminSecret) })
    .expect(200);
  await request(sourceApp)
    .post('/api/leads')
    .set('X-Forwarded-For', '198.51.100.7')
    .send({
      kind: 'quote',
      name: 'Dana Diner',
      email: 'dana@example.test',
      message: 'Twelve tables, phones ring all night',
      fillMs: 9_000,
    })
    .expect(201);
  await admin
    .post('/api/webhooks')
    .send({ url: 'http://127.0.0.1:9/crm', events: ['lead.created'] })
    .expect(201);
  // A file of the media library (the archive carries the folder's files as they are).
  await mkdir(path.join(sourceDir, 'uploads'), { recursive: true });
  await writeFile(path.join(sourceDir, 'uploads', 'team-photo.txt'), 'not really a photo');
  // Who hears of new leads: personal data, in the settings table.
  await source('settings').insert({
    context: 'notifications',
    key: 'recipients',
    value: JSON.stringify(['owner@example.test']),
  });
  sourceOverview = (await admin.get('/api/admin/overview').expect(200)).body;
});

afterAll(async () => {
  await source.destroy();
});

describe('a whole site moves through one archive', () => {
  let target: TestDatabase;
  let targetDir: string;

  beforeAll(async () => {
    target = await createTestDatabase();
    targetDir = newDir('target');
  });
  afterAll(() => target.destroy());

  it('from the embedded database to the test database, row for row and file for file', async () => {
    const archive = await exportTo(source, exportOptions(path.join(sourceDir, 'uploads')));
    const manifest = await importSiteArchive(target.db, archive, {
      ...storageIn(targetDir),
      replace: false,
    });

    expect(manifest).toMatchObject({ scope: 'site', databaseKind: 'pglite', formatVersion: 1 });
    expect(manifest.counts.users).toBeGreaterThanOrEqual(4);
    expect(manifest.counts.leads).toBe(1);
    expect(manifest.counts.uploads).toBe(1);
    expect(await snapshot(target.db)).toEqual(await snapshot(source));
    expect(filesUnder(path.join(targetDir, 'uploads'))).toEqual(
      filesUnder(path.join(sourceDir, 'uploads')),
    );
  });

  it('where its staff sign in with their passwords and second factor, and the counts match', async () => {
    const app = await createTestApp(target.db, testConfig({ DATA_DIR: targetDir }));
    const admin = request.agent(app);
    const first = await admin
      .post('/api/auth/login')
      .send({ username: 'admin', password: 'admin123' })
      .expect(200);
    expect(first.body).toMatchObject({ twoFactorRequired: true });
    await admin
      .post('/api/auth/2fa/verify')
      .send({ code: await codeAt(adminSecret, 1) })
      .expect(200);
    expect((await admin.get('/api/admin/overview').expect(200)).body).toEqual(sourceOverview);

    const editor = request.agent(app);
    await editor
      .post('/api/auth/login')
      .send({ username: 'editor', password: 'editor123' })
      .expect(200);
    await editor.get('/api/auth/me').expect(200);
  });

  it('and new rows continue after the imported ids', async () => {
    const highest = async () =>
      ((await target.db('tags').max({ id: 'id' })) as Array<{ id: number }>)[0]!.id;
    const before = await highest();
    const [created] = (await target
      .db('tags')
      .insert({ name: 'After the move', slug: 'after-the-move' })
      .returning('id')) as Array<{ id: number }>;
    expect(created!.id).toBeGreaterThan(before);
    await target.db('tags').where('id', created!.id).delete();
  });

  it('and back to a new embedded database, unchanged', async () => {
    const archive = await exportTo(target.db, exportOptions(path.join(targetDir, 'uploads')));
    const moved = await snapshot(target.db);
    const back = await embeddedDatabase();
    const backDir = newDir('back');
    try {
      await importSiteArchive(back, archive, {
        ...storageIn(backDir),
        replace: false,
      });
      expect(await snapshot(back)).toEqual(moved);
      expect(filesUnder(path.join(backDir, 'uploads'))).toEqual(
        filesUnder(path.join(sourceDir, 'uploads')),
      );
    } finally {
      await back.destroy();
    }
  });

  it('refuses a database that has content, and --replace swaps it for the archive', async () => {
    const archive = await exportTo(source, exportOptions(path.join(sourceDir, 'uploads')));
    const uploadsDir = path.join(targetDir, 'uploads');
    await writeFile(path.join(uploadsDir, 'left-over.txt'), 'from before');
    await target.db('tags').insert({ name: 'Only here', slug: 'only-here' });
    const before = await snapshot(target.db);

    await expect(
      importSiteArchive(target.db, archive, { ...storageIn(targetDir), replace: false }),
    ).rejects.toThrow(/^The database already has content \(users, /);
    expect(await snapshot(target.db)).toEqual(before);

    await importSiteArchive(target.db, archive, { ...storageIn(targetDir), replace: true });
    expect(await snapshot(target.db)).toEqual(await snapshot(source));
    expect(filesUnder(uploadsDir)).toEqual(filesUnder(path.join(sourceDir, 'uploads')));
  });
});

describe('an archive that is not sound changes nothing', () => {
  let target: TestDatabase;
  let targetDir: string;
  let good: Map<string, Buffer>;
  let goodManifest: Manifest;

  beforeAll(async () => {
    target = await createTestDatabase();
    targetDir = newDir('refusing');
    const file = await exportTo(source, exportOptions(path.join(sourceDir, 'uploads')));
    good = await readArchive(file);
    goodManifest = JSON.parse(good.get('manifest.json')!.toString('utf8')) as Manifest;
  });
  afterAll(() => target.destroy());

  type Entry = {
    name: string;
    body?: Buffer | string;
    type?: 'file' | 'symlink';
    linkname?: string;
  };

  /** Writes a gzipped tar of `entries`, as a hostile or broken archive would be. */
  async function archiveOf(entries: Entry[]): Promise<string> {
    const file = path.join(newDir('hostile'), 'site.tar.gz');
    const pack = tarPack();
    const written = pipeline(
      pack,
      (await import('node:zlib')).createGzip(),
      createWriteStream(file),
    );
    for (const entry of entries) {
      const header = { name: entry.name, type: entry.type ?? 'file', linkname: entry.linkname };
      if (entry.type === 'symlink') pack.entry(header);
      else pack.entry(header, entry.body ?? '');
    }
    pack.finalize();
    await written;
    return file;
  }

  const goodEntries = (): Entry[] => [...good].map(([name, body]) => ({ name, body }));
  const manifestEntry = (manifest: unknown): Entry => ({
    name: 'manifest.json',
    body: JSON.stringify(manifest),
  });
  const withManifest = (manifest: unknown, extra: Entry[] = []) => [
    ...goodEntries().filter((entry) => entry.name !== 'manifest.json'),
    ...extra,
    manifestEntry(manifest),
  ];
  const digest = (body: string) => createHash('sha256').update(body).digest('hex');

  async function expectRefused(file: string, message: string | RegExp) {
    const uploadsDir = path.join(targetDir, 'uploads');
    const before = await snapshot(target.db);
    await expect(
      importSiteArchive(target.db, file, { ...storageIn(targetDir), replace: false }),
    ).rejects.toThrow(message);
    expect(await snapshot(target.db)).toEqual(before);
    expect(existsSync(uploadsDir)).toBe(false);
    expect(readdirSync(targetDir)).toEqual([]);
  }

  it('a file that is not gzip, or a gzip that holds no tar', async () => {
    const plain = path.join(newDir('plain'), 'site.tar.gz');
    await writeFile(plain, 'just some text');
    await expectRefused(plain, archiveMessages.notGzip);
    const notTar = path.join(newDir('plain'), 'site.tar.gz');
    await writeFile(notTar, gzipSync(Buffer.from('x'.repeat(2000))));
    await expectRefused(notTar, archiveMessages.notTar);
  });

  it('an archive without a manifest, or with another program’s', async () => {
    await expectRefused(
      await archiveOf(goodEntries().filter((entry) => entry.name !== 'manifest.json')),
      archiveMessages.noManifest,
    );
    await expectRefused(
      await archiveOf(withManifest({ ...goodManifest, format: 'wordpress' })),
      'This is not a site archive (no site manifest)',
    );
  });

  it('paths that climb out, absolute paths and links', async () => {
    for (const name of ['../escaped.txt', 'uploads/../../escaped.txt', '/etc/cron.d/evil']) {
      await expectRefused(
        await archiveOf([{ name, body: 'x' }, ...goodEntries()]),
        archiveMessages.unsafePath(name),
      );
    }
    await expectRefused(
      await archiveOf([
        { name: 'uploads/passwd', type: 'symlink', linkname: '/etc/passwd' },
        ...goodEntries(),
      ]),
      archiveMessages.notAFile('uploads/passwd'),
    );
    expect(existsSync(path.join(scratch, 'escaped.txt'))).toBe(false);
  });

  it('a file changed after it was made, one added, one missing', async () => {
    const changed = goodEntries().map((entry) =>
      entry.name === 'data/users.jsonl'
        ? { ...entry, body: String(entry.body).replace('"role":"author"', '"role":"admin"') }
        : entry,
    );
    await expectRefused(await archiveOf(changed), archiveMessages.checksum('data/users.jsonl'));
    await expectRefused(
      await archiveOf([{ name: 'uploads/extra.txt', body: 'x' }, ...goodEntries()]),
      archiveMessages.unlisted('uploads/extra.txt'),
    );
    await expectRefused(
      await archiveOf(goodEntries().filter((entry) => entry.name !== 'uploads/team-photo.txt')),
      archiveMessages.missing('uploads/team-photo.txt'),
    );
  });

  it('an archive of a newer format, or of a newer or older schema', async () => {
    await expectRefused(
      await archiveOf(withManifest({ ...goodManifest, formatVersion: 2 })),
      archiveMessages.newerFormat(2),
    );
    await expectRefused(
      await archiveOf(
        withManifest({ ...goodManifest, migrations: [...goodManifest.migrations, 'from_2030'] }),
      ),
      archiveMessages.newerSchema('from_2030'),
    );
    await expectRefused(
      await archiveOf(
        withManifest({ ...goodManifest, migrations: goodManifest.migrations.slice(0, -1) }),
      ),
      archiveMessages.olderSchema(1),
    );
  });

  /** The good archive with one file's content replaced (or added), and its manifest to match. */
  function withFile(name: string, body: string): Entry[] {
    const files = {
      ...goodManifest.files,
      [name]: { sha256: digest(body), bytes: Buffer.byteLength(body) },
    };
    return [
      ...goodEntries().filter((entry) => entry.name !== 'manifest.json' && entry.name !== name),
      { name, body },
      manifestEntry({ ...goodManifest, files }),
    ];
  }

  it('rows for a table or a column this site does not have', async () => {
    await expectRefused(
      await archiveOf(withFile('data/strangers.jsonl', '{"id":1,"name":"x"}\n')),
      archiveMessages.unknownTable('strangers'),
    );
    const tags = `${String(good.get('data/tags.jsonl'))}{"id":999,"nickname":"x"}\n`;
    await expectRefused(
      await archiveOf(withFile('data/tags.jsonl', tags)),
      archiveMessages.unknownColumn('tags', 'nickname'),
    );
  });

  it('a row the database refuses, late in the import, undoes every row before it', async () => {
    const orphan = JSON.stringify({
      id: 1,
      lead_id: 424242,
      kind: 'note',
      body: 'A note about a lead that is not there',
      created_at: '2026-01-01T00:00:00+00:00',
    });
    await expectRefused(
      await archiveOf(withFile('data/lead_events.jsonl', `${orphan}\n`)),
      /^The database refused the rows of data\/lead_events\.jsonl from line 1 on \(.+\); nothing was imported$/,
    );
  });
});

describe('Export content, in the admin', () => {
  // The models follow the database opened last: the source's app needs them back.
  beforeEach(() => {
    Model.knex(source);
  });

  it('gives admins the content and its files as one download, with no people data', async () => {
    const response = await sourceAdmin
      .get('/api/exports/content')
      .buffer(true)
      .parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200)
      .expect('Content-Type', 'application/gzip')
      .expect(
        'Content-Disposition',
        /^attachment; filename="site-content-\d{4}-\d{2}-\d{2}\.tar\.gz"$/,
      );
    const file = path.join(newDir('content'), 'content.tar.gz');
    await writeFile(file, response.body as Buffer);
    const entries = await readArchive(file);
    const manifest = JSON.parse(String(entries.get('manifest.json'))) as Manifest;

    expect(manifest.scope).toBe('content');
    expect([...entries.keys()].sort()).toEqual(
      [
        'data/categories.jsonl',
        'data/media.jsonl',
        'data/pages.jsonl',
        'data/post_categories.jsonl',
        'data/post_tags.jsonl',
        'data/posts.jsonl',
        'data/redirects.jsonl',
        'data/seo_overrides.jsonl',
        'data/settings.jsonl',
        'data/shared_content.jsonl',
        'data/tags.jsonl',
        'manifest.json',
        'uploads/team-photo.txt',
      ].sort(),
    );
    expect(manifest.counts.posts).toBe((await snapshot(source)).posts!.length);
    expect(String(entries.get('data/settings.jsonl'))).not.toContain('owner@example.test');
    expect(String(entries.get('data/settings.jsonl'))).toContain('"context":"general"');

    const target = await createTestDatabase();
    try {
      await expect(
        importSiteArchive(target.db, file, {
          ...storageIn(newDir('content-target')),
          replace: false,
        }),
      ).rejects.toThrow(archiveMessages.contentOnly);
    } finally {
      await target.destroy();
    }
  });

  it('is for admins only', async () => {
    const editor = request.agent(sourceApp);
    await editor
      .post('/api/auth/login')
      .send({ username: 'editor', password: 'editor123' })
      .expect(200);
    await editor.get('/api/exports/content').expect(403);
  });
});
