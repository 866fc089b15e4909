import type { Knex } from 'knex';
import { ValidationError } from '../../errors';
import { recordActivity, type ActivityActor } from '../activity/activity-log';
import { publicContentChanged } from '../public-content';
import type {
  ContentSource,
  SourceAuthor,
  SourceEntry,
  SourceRecord,
  SourceTerm,
} from './content-source';
import { digestOf, ImportLedger } from './import-ledger';
import { ImportMedia, type ImportMediaOptions } from './import-media';
import { importReportOf, type ImportReport } from './import-report';
import {
  entryOutcome,
  plannedAddress,
  redirectOldPaths,
  redirectsTo,
  writeEntry,
} from './import-writer';

/*
 * Brings another site's content in (./wordpress-source.ts, ./ghost-source.ts read it): people,
 * categories and tags first, then posts and pages in batches, each batch one transaction, so the
 * site stays responsive on the embedded database and an interrupted import picks up where it
 * stopped when run again. A dry run goes through the same steps and writes nothing.
 */

export interface ImportOptions {
  dryRun: boolean;
  media: Omit<ImportMediaOptions, 'uploadedBy'>;
  /** Who runs it: the fallback author of posts whose author is unknown, and in the activity log. */
  by: ActivityActor;
  onProgress?: (done: number, total: number) => void;
  /** Entries in the file, when a dry run counted them: the progress's whole. */
  total?: number;
}

export const importMessages = {
  noSite: 'The file names no site: it is not an export this importer reads',
  noStaff: 'There is no admin to import as: finish the setup first',
} as const;

const batchSize = 50;

/** `maria`, `maria-lopez` → a username as this site takes them, kept free of clashes. */
const usernameOf = (login: string) =>
  (login.replace(/[^\w.-]+/g, '_').slice(0, 60) || 'author').padEnd(3, '_');

class ImportRun {
  private readonly pendingParents: Array<{ id: number; parent: string }> = [];
  private batch: SourceEntry[] = [];
  private done = 0;

  constructor(
    private readonly db: Knex,
    private readonly ledger: ImportLedger,
    private readonly media: ImportMedia,
    private readonly options: ImportOptions,
    private readonly fallbackAuthor: number,
    readonly report: ImportReport,
  ) {}

  private get writing() {
    return !this.options.dryRun;
  }

  async author(author: SourceAuthor) {
    const counts = this.report.counts.authors;
    const known = this.ledger.find('author', author.key);
    if (known) return void (counts.unchanged += 1);
    const email =
      author.email.trim().toLowerCase() || `${usernameOf(author.login)}@imported.invalid`;
    // The e-mail address names a person more surely than a login two sites may share.
    const match = await this.db('users')
      .select('id')
      .whereRaw('lower(email) = ?', [email])
      .orWhereRaw('lower(username) = lower(?)', [author.login])
      .orderByRaw('lower(email) = ? desc', [email])
      .first();
    if (match) {
      counts.unchanged += 1;
      await this.ledger.remember(this.writing ? this.db : null, 'author', author.key, {
        objectId: match.id,
        digest: '',
      });
      return;
    }
    counts.created += 1;
    if (!this.writing) return;
    let username = usernameOf(author.login);
    while (await this.db('users').whereRaw('lower(username) = lower(?)', [username]).first()) {
      username = `${username.slice(0, 56)}_${Math.floor(Math.random() * 1000)}`;
    }
    // No password: the person cannot sign in until an admin sets one.
    const [row] = await this.db('users')
      .insert({
        username,
        email,
        fullName: author.name.slice(0, 120) || null,
        passwordHash: '!',
        role: 'author',
      })
      .returning('id');
    await this.ledger.remember(this.db, 'author', author.key, { objectId: row.id, digest: '' });
  }

  async term(term: SourceTerm) {
    const table = term.kind === 'category' ? 'categories' : 'tags';
    const counts = this.report.counts[table];
    const fields = { name: term.name.slice(0, 120), description: term.description.slice(0, 2000) };
    const digest = digestOf({ fields, parent: term.parent });
    const known = this.ledger.find(term.kind, term.key);
    const existing =
      known ??
      (await this.db(table)
        .select('id')
        .where('slug', term.slug.slice(0, 140))
        .first()
        .then((row) => row && { objectId: row.id, digest: '' }));
    if (existing && existing.digest === digest) return void (counts.unchanged += 1);
    counts[existing ? 'updated' : 'created'] += 1;
    const address = `/${term.kind}/${term.slug}`;
    if (!this.writing) {
      this.report.counts.redirects.created += redirectsTo(term.oldPaths, address).length;
      return;
    }
    let id = existing?.objectId;
    if (id)
      await this.db(table)
        .where('id', id)
        .update({ ...fields, updatedAt: new Date() });
    else
      [{ id }] = await this.db(table)
        .insert({ ...fields, slug: term.slug.slice(0, 140) })
        .returning('id');
    await this.ledger.remember(this.db, term.kind, term.key, { objectId: id!, digest });
    if (term.kind === 'category' && term.parent)
      this.pendingParents.push({ id: id!, parent: term.parent });
    await this.db.transaction(async (trx) => {
      this.report.counts.redirects.created += await redirectOldPaths(trx, term.oldPaths, address);
    });
  }

  /** Categories name their parents by key; a parent may come after its child. */
  private async placeCategories() {
    for (const { id, parent } of this.pendingParents.splice(0)) {
      const parentId = this.ledger.find('category', parent)?.objectId;
      if (parentId && parentId !== id)
        await this.db('categories').where('id', id).update({ parentId });
    }
  }

  async entry(entry: SourceEntry) {
    this.batch.push(entry);
    if (this.batch.length >= batchSize) await this.flush();
  }

  async flush() {
    await this.placeCategories();
    const entries = this.batch.splice(0);
    if (entries.length === 0) return;
    const prepared: Array<Awaited<ReturnType<ImportRun['prepare']>>> = [];
    for (const entry of entries) prepared.push(await this.prepare(entry));
    const write = async (trx: Knex.Transaction | null) => {
      for (const { entry, context } of prepared) {
        const counts = this.report.counts[entry.kind === 'post' ? 'posts' : 'pages'];
        if (!trx) {
          const outcome = entryOutcome(this.ledger, entry);
          counts[outcome] += 1;
          if (outcome === 'unchanged') continue;
          this.report.counts.comments.created += entry.comments.length;
          const redirects = redirectsTo(entry.oldPaths, plannedAddress(entry));
          this.report.counts.redirects.created += redirects.length;
          continue;
        }
        const written = await writeEntry(entry, { ...context, trx, ledger: this.ledger });
        counts[written.outcome] += 1;
        this.report.counts.comments.created += written.comments;
        this.report.counts.redirects.created += written.redirects;
      }
    };
    if (this.writing) await this.db.transaction(write);
    else await write(null);
    this.done += entries.length;
    this.options.onProgress?.(this.done, Math.max(this.options.total ?? 0, this.done));
  }

  /** What an entry needs from outside the transaction: its people, terms and images. */
  private async prepare(entry: SourceEntry) {
    const ids = (kind: 'category' | 'tag', keys: string[]) =>
      keys.map((key) => this.ledger.find(kind, key)?.objectId).filter((id) => id !== undefined);
    const { html, problems } = await this.media.rewrite(entry.html, this.options.dryRun);
    let featuredImage = entry.featuredImage;
    if (featuredImage) {
      const local = await this.media.localAddress(featuredImage, this.options.dryRun);
      if (typeof local === 'string') featuredImage = local;
      else
        problems.push(
          `The featured image ${featuredImage} was left at its address: ${local.problem}`,
        );
    }
    for (const problem of problems) this.report.warnings.push(`“${entry.title}”: ${problem}`);
    const authorId =
      (entry.author && this.ledger.find('author', entry.author)?.objectId) || this.fallbackAuthor;
    return {
      entry,
      context: {
        authorId,
        categoryIds: ids('category', entry.categories),
        tagIds: ids('tag', entry.tags),
        featuredImage,
        html,
      },
    };
  }

  async finish() {
    await this.flush();
    this.report.counts.media.created = this.writing ? this.media.stored : this.media.planned.size;
  }
}

async function fallbackAuthor(db: Knex, by: ActivityActor): Promise<number> {
  if (by.userId) return by.userId;
  const admin = await db('users').select('id').where('role', 'admin').orderBy('id').first();
  if (!admin) throw new ValidationError(importMessages.noStaff);
  return admin.id;
}

/** Imports (or, with `dryRun`, describes) everything `source` holds. */
export async function importContent(
  db: Knex,
  source: ContentSource,
  options: ImportOptions,
): Promise<ImportReport> {
  let run: ImportRun | null = null;
  const records: AsyncIterable<SourceRecord> = source.read();
  for await (const record of records) {
    if (record.kind === 'site') {
      const origin = `${record.platform} ${record.url || record.title}`.slice(0, 300);
      const ledger = await ImportLedger.open(db, origin);
      const author = await fallbackAuthor(db, options.by);
      const media = new ImportMedia(
        db,
        ledger,
        { ...options.media, uploadedBy: author },
        record.url,
      );
      run = new ImportRun(db, ledger, media, options, author, importReportOf(record));
      continue;
    }
    if (!run) throw new ValidationError(importMessages.noSite);
    if (record.kind === 'problem')
      run.report.skipped.push({ item: record.item, reason: record.reason });
    else if (record.kind === 'author') await run.author(record);
    else if (record.kind === 'post' || record.kind === 'page') await run.entry(record);
    else await run.term(record as SourceTerm);
  }
  if (!run) throw new ValidationError(importMessages.noSite);
  await run.finish();
  if (!options.dryRun) {
    publicContentChanged('everything');
    await recordActivity(db, options.by, {
      action: 'content.imported',
      summary: {
        platform: run.report.platform,
        site: run.report.site.url,
        ...summaryOf(run.report),
      },
    });
  }
  return run.report;
}

function summaryOf(report: ImportReport) {
  const { posts, pages } = report.counts;
  return {
    posts: posts.created + posts.updated,
    pages: pages.created + pages.updated,
    skipped: report.skipped.length,
  };
}

export type { ImportReport };
