import { postPath } from '../config/site';
import type { Knex } from 'knex';
import { Model, type Transaction } from 'objection';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { Redirect } from '../models/site-content';
import { parseRedirectCsv, type RedirectCreate } from '../schemas/redirects';
import { sentFields } from '../schemas/wire/common';
import { redirectWire, type RedirectListSent } from '../schemas/wire/redirects';
import { recordActivity, type ActivityActor } from './activity/activity-log';
import { machineAddresses, machineSections } from './page-paths';

/*
 * Redirects staff manage (Site → Redirects), beside those pages and posts leave when they move.
 * A redirect is followed where the site would otherwise answer "not found", so it never hides a
 * page; it is one hop, never a chain: a redirect may not lead to an address that redirects, nor
 * start where another one leads.
 */

export const redirectMessages = {
  ownAddress:
    'The site answers at this address itself, so a redirect from it would never be followed',
  loop: 'A redirect cannot lead to its own address',
  leadsToRedirect: (to: string, next: string) =>
    `${to} already redirects to ${next}: point this one straight there`,
  ledTo: (from: string, by: string) =>
    `${by} already redirects to ${from}: a redirect from here would make a chain of two`,
  exists: 'A redirect from this address already exists',
  liveAddress: 'A page or post answers at this address: a redirect from here would hide it',
  notFound: 'No such redirect',
} as const;

/** A site path as the redirects store it: without a trailing slash (WordPress writes one). */
export const normalizedPath = (path: string) =>
  path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;

const isSitePath = (target: string) => target.startsWith('/');

/** No redirect starts at the home page, in the API, the admin or files, or at a feed. */
function refusedFrom(from: string): string | null {
  const inSection = machineSections.some(
    (section) => from === section || from.startsWith(`${section}/`),
  );
  return from === '/' || inSection || machineAddresses.has(from)
    ? redirectMessages.ownAddress
    : null;
}

/**
 * The rules for a set of redirects about to be stored together with those already there
 * (`existing`, by from-path): each message keyed by `key(index)` for its field or CSV line.
 */
function checkRedirects(
  adding: RedirectCreate[],
  existing: Map<string, string>,
  key: (index: number) => string,
  live: ReadonlySet<string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const from = new Map(existing);
  for (const redirect of adding) from.set(redirect.fromPath, redirect.toPath);
  const ledToBy = new Map<string, string>();
  for (const [source, target] of from) {
    if (isSitePath(target)) ledToBy.set(normalizedPath(target), source);
  }
  adding.forEach((redirect, index) => {
    const target = isSitePath(redirect.toPath) ? normalizedPath(redirect.toPath) : null;
    const problem =
      refusedFrom(redirect.fromPath) ??
      (live.has(redirect.fromPath) ? redirectMessages.liveAddress : null) ??
      (target === redirect.fromPath ? redirectMessages.loop : null) ??
      (target !== null && from.has(target)
        ? redirectMessages.leadsToRedirect(redirect.toPath, from.get(target)!)
        : null) ??
      (ledToBy.has(redirect.fromPath)
        ? redirectMessages.ledTo(redirect.fromPath, ledToBy.get(redirect.fromPath)!)
        : null);
    if (problem) errors[key(index)] = problem;
  });
  return errors;
}

/**
 * The paths among `paths` that a public (or scheduled) page or post answers: redirects are
 * answered before pages render, so one from there would hide it.
 */
export async function liveAddresses(trx: Knex, paths: string[]): Promise<Set<string>> {
  const visible = ['published', 'scheduled'];
  const postSlugs = paths
    .filter((path) => path.startsWith(postPath('')))
    .map((path) => path.slice(postPath('').length));
  const [pages, posts] = await Promise.all([
    trx('pages').whereIn('path', paths).whereIn('status', visible).pluck('path'),
    postSlugs.length
      ? trx('posts').whereIn('slug', postSlugs).whereIn('status', visible).pluck('slug')
      : [],
  ]);
  return new Set([...pages, ...posts.map((slug: string) => postPath(slug))]);
}

async function existingRedirects(trx: Knex): Promise<Map<string, string>> {
  const rows = await Redirect.query(trx).select('fromPath', 'toPath');
  return new Map(rows.map((row) => [row.fromPath, row.toPath]));
}

const toView = (redirect: Redirect) => sentFields(redirectWire, redirect);
const redirectObject = (redirect: { id: number; fromPath: string }) =>
  ({ type: 'redirect', id: redirect.id, label: redirect.fromPath }) as const;

export async function listRedirects(query: { q?: string | undefined }): Promise<RedirectListSent> {
  const rows = await Redirect.query()
    .modify((builder) => {
      if (query.q) {
        const like = `%${query.q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
        builder.where((where) => where.whereILike('fromPath', like).orWhereILike('toPath', like));
      }
    })
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc');
  return { redirects: rows.map(toView) };
}

export async function createRedirect(input: RedirectCreate, by: ActivityActor) {
  const redirect = { ...input, fromPath: normalizedPath(input.fromPath) };
  const created = await Redirect.transaction(async (trx) => {
    const existing = await existingRedirects(trx);
    if (existing.has(redirect.fromPath)) {
      throw new ConflictError(redirectMessages.exists, { fromPath: redirectMessages.exists });
    }
    const live = await liveAddresses(trx, [redirect.fromPath]);
    const errors = checkRedirects([redirect], existing, () => 'fromPath', live);
    if (errors.fromPath) {
      const onFrom = [redirectMessages.ownAddress, redirectMessages.liveAddress];
      const field = (onFrom as string[]).includes(errors.fromPath) ? 'fromPath' : 'toPath';
      throw new ValidationError(errors.fromPath, { [field]: errors.fromPath });
    }
    const row = await Redirect.query(trx).insertAndFetch({ ...redirect, origin: 'manual' });
    await recordActivity(trx, by, {
      action: 'redirect.created',
      object: redirectObject(row),
      summary: { to: row.toPath, status: row.status },
    });
    return row;
  });
  return toView(created);
}

export async function deleteRedirect(id: number, by: ActivityActor) {
  await Redirect.transaction(async (trx) => {
    const row = await Redirect.query(trx).where('id', id).first();
    if (!row) throw new NotFoundError(redirectMessages.notFound);
    await Redirect.query(trx).delete().where('id', id);
    await recordActivity(trx, by, {
      action: 'redirect.deleted',
      object: redirectObject(row),
      summary: { to: row.toPath },
    });
  });
}

/**
 * Many redirects at once from CSV, all or none: a line that breaks a rule refuses the whole file
 * with every such line named. A from-path that already redirects takes the file's target.
 */
export async function importRedirects(csv: string, by: ActivityActor) {
  const parsed = parseRedirectCsv(csv);
  // The last line for a from-path wins, as it would if the lines were added one by one.
  const byFrom = new Map(
    parsed.rows.map(({ line, redirect }) => {
      const fromPath = normalizedPath(redirect.fromPath);
      return [fromPath, { line, redirect: { ...redirect, fromPath } }] as const;
    }),
  );
  const rows = [...byFrom.values()];
  const adding = rows.map((row) => row.redirect);
  return Redirect.transaction(async (trx) => {
    const existing = await existingRedirects(trx);
    const replaced = adding.filter((redirect) => existing.has(redirect.fromPath)).length;
    for (const redirect of adding) existing.delete(redirect.fromPath);
    const errors = {
      ...parsed.errors,
      ...checkRedirects(
        adding,
        existing,
        (index) => `line ${rows[index]!.line}`,
        await liveAddresses(
          trx,
          adding.map((redirect) => redirect.fromPath),
        ),
      ),
    };
    if (Object.keys(errors).length > 0) {
      throw new ValidationError('Some lines of the CSV cannot be imported: nothing was', errors);
    }
    await storeImported(trx, adding);
    await recordActivity(trx, by, {
      action: 'redirect.imported',
      object: { type: 'redirect', id: null, label: `${adding.length} redirects` },
      summary: { added: adding.length - replaced, replaced },
    });
    return { added: adding.length - replaced, replaced };
  });
}

async function storeImported(trx: Transaction, redirects: RedirectCreate[]) {
  for (let start = 0; start < redirects.length; start += 500) {
    await trx('redirects')
      .insert(
        redirects
          .slice(start, start + 500)
          .map((redirect) => ({ ...redirect, origin: 'import', hits: 0, lastHitAt: null })),
      )
      .onConflict('fromPath')
      .merge(['toPath', 'status', 'origin', 'createdAt']);
  }
}

/** Where a visitor at `path` should go, if a redirect starts there. */
export async function findRedirectFrom(
  path: string,
  db: Knex = Model.knex(),
): Promise<{ from: string; location: string; status: 301 | 302 } | null> {
  const from = normalizedPath(path);
  const row = await Redirect.query(db).where('fromPath', from).first();
  return row ? { from, location: row.toPath, status: row.status } : null;
}

/** Counts a redirect followed, after the answer: a failure to count never fails it. */
export function countRedirectHit(from: string, db: Knex = Model.knex()): void {
  void db('redirects')
    .where('fromPath', from)
    .update({ hits: db.raw('hits + 1'), lastHitAt: new Date() })
    .catch(() => undefined);
}

/** Where a visitor at `path` should go, if a redirect says so; the hit is counted. */
export async function followRedirect(
  path: string,
  db: Knex = Model.knex(),
): Promise<{ location: string; status: 301 | 302 } | null> {
  const redirect = await findRedirectFrom(path, db);
  if (!redirect) return null;
  countRedirectHit(redirect.from, db);
  return { location: redirect.location, status: redirect.status };
}
