import type { Transaction } from 'objection';
import { feedPath, robotsPath, sitemapXmlPath } from '../config/site';
import { ConflictError, ValidationError } from '../errors';
import { Page, Redirect } from '../models/site-content';
import { movedAddressOf } from '../redirects';
import { slugify } from '../schemas/common';
import { uploadsUrl } from './media-storage/media-storage';

/*
 * Where a page may answer, and what its moves leave behind. A page may not take an address the
 * site answers itself, nor another page's; a published page that moves leaves a 301 at its old
 * address (the `redirects` table, read by `findPublicPage`).
 */

export const pathMessages = {
  ownAddress: 'The site already answers at this address: choose another',
  taken: 'That path is already taken',
} as const;

/**
 * Sections no page can ever stand in for, whatever is found there: the API, the admin and files.
 * A redirect may not start in them either (src/services/redirect-service.ts).
 */
export const machineSections = ['/api', '/admin', '/assets', '/images', uploadsUrl];

/**
 * Addresses the site answers ahead of any page, each with everything under it: those above, the
 * blog and its lists, and first-run setup. Vike routes the pages of views/ by their folders,
 * which the server cannot import: a new folder there adds its address here.
 */
const ownSections = [...machineSections, '/blog', '/category', '/tag', '/setup'];

/** Documents for machines (feeds, crawlers' files, the health probe): never a page or a redirect. */
export const machineAddresses: ReadonlySet<string> = new Set([
  feedPath,
  sitemapXmlPath,
  robotsPath,
  '/favicon.svg',
  '/healthz',
]);

/**
 * Single addresses the site answers: those documents, the sitemap page, the sign-in and account
 * pages, the blog's second address. Names with a file extension (these documents, /favicon.svg,
 * any file) cannot be a page's path at all (`pagePathSchema`).
 */
const ownAddresses = new Set([...machineAddresses, '/sitemap.html', '/auth', '/account', '/news']);

/** Whether the site answers `path` itself: its own pages, files, and every moved address in code. */
export function isOwnAddress(path: string): boolean {
  return (
    ownAddresses.has(path) ||
    ownSections.some((section) => path === section || path.startsWith(`${section}/`)) ||
    movedAddressOf(path) !== null
  );
}

/** Refuses a path the site answers itself (400) or another page has (409), beside the field. */
export async function assertPathAvailable(trx: Transaction, path: string, pageId?: number) {
  if (isOwnAddress(path)) {
    throw new ValidationError(pathMessages.ownAddress, { path: pathMessages.ownAddress });
  }
  const other = await Page.query(trx)
    .where({ path })
    .modify((builder) => {
      if (pageId !== undefined) builder.whereNot('id', pageId);
    })
    .select('id')
    .first();
  if (other) throw new ConflictError(pathMessages.taken, { path: pathMessages.taken });
}

/** `/<title as a slug>`, or with `-2`, `-3`… until neither the site nor a page has it. */
export async function derivedPath(trx: Transaction, title: string): Promise<string> {
  const base = `/${slugify(title) || 'page'}`;
  const taken = new Set(
    (await Page.query(trx).select('path').where('path', 'like', `${base}%`)).map((row) => row.path),
  );
  const free = (path: string) => !taken.has(path) && !isOwnAddress(path);
  if (free(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    if (free(`${base}-${suffix}`)) return `${base}-${suffix}`;
  }
}

/**
 * A published page (or post) moved from `from` to `to`: `from` answers 301 to `to`, and so does
 * every old address that led to `from` (no chains of redirects). `to` itself stops being an old
 * address.
 */
export async function leaveRedirect(
  trx: Transaction,
  from: string,
  to: string,
  origin: 'page' | 'post' = 'page',
) {
  await Redirect.query(trx).delete().where('fromPath', to);
  await Redirect.query(trx).patch({ toPath: to }).where('toPath', from);
  await trx('redirects')
    .insert({ fromPath: from, toPath: to, status: 301, origin })
    .onConflict('fromPath')
    .merge(['toPath', 'status', 'origin', 'createdAt']);
}

/** A page now answers at `path`: an old address there leads nowhere any more. */
export async function claimAddress(trx: Transaction, path: string) {
  await Redirect.query(trx).delete().where('fromPath', path);
}

/** A deleted page leaves no redirect to where it was. */
export async function forgetRedirectsTo(trx: Transaction, path: string) {
  await Redirect.query(trx).delete().where('toPath', path);
}
