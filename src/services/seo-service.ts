import { SeoOverrideRow } from '../models/site-content';
import type { SeoOverride, SeoOverrideInput } from '../schemas/seo';
import { recordActivity, type ActivityActor } from './activity/activity-log';
import { changedValues } from './activity/changes';

/**
 * Every page render asks for its route's override (through `renderPages`, in the same module as
 * the API's writes), so they are kept in memory: reloaded after a write here or, through the
 * cache bus, on another instance; this old at most if a notice from another instance was lost.
 */
const cacheLifetimeMs = 30_000;

let cache: { loadedAt: number; byPath: Map<string, SeoOverride> } | null = null;

function toView(row: SeoOverrideRow): SeoOverride {
  return {
    path: row.path,
    title: row.title,
    description: row.description,
    image: row.image,
    updatedAt: row.updatedAt,
  };
}

export async function listSeoOverrides() {
  const rows = await SeoOverrideRow.query().orderBy('path');
  return { overrides: rows.map(toView) };
}

/** Saves a route's override; with every field empty the route goes back to its own tags. */
export async function saveSeoOverride(input: SeoOverrideInput, by: ActivityActor) {
  const { path, title, description, image } = input;
  await SeoOverrideRow.transaction(async (trx) => {
    const existing = await SeoOverrideRow.query(trx).findById(path).forUpdate();
    if (!title && !description && !image) {
      await SeoOverrideRow.query(trx).where({ path }).delete();
    } else {
      await trx('seoOverrides')
        .insert({ path, title, description, image, updatedAt: new Date() })
        .onConflict('path')
        .merge(['title', 'description', 'image', 'updatedAt']);
    }
    const fields = (row: Partial<SeoOverrideInput> | undefined) => ({
      title: row?.title || null,
      description: row?.description || null,
      image: row?.image || null,
    });
    const changes = changedValues(fields(existing), fields(input));
    if (Object.keys(changes).length === 0) return;
    await recordActivity(trx, by, {
      action: 'seo.updated',
      object: { type: 'settings', id: 'seo', label: path },
      summary: { path, ...changes },
    });
  });
  cache = null;
  return listSeoOverrides();
}

/** Drops the copy in memory: another instance saved overrides (see the cache bus). */
export function forgetSeoOverrides() {
  cache = null;
}

/**
 * The override for a public path, if staff set one. A database that cannot be read leaves pages
 * with their own tags (retried after the cache lifetime) rather than failing the page.
 */
export async function seoOverrideFor(
  path: string,
  onError: (error: unknown) => void,
): Promise<SeoOverride | null> {
  if (!cache || Date.now() - cache.loadedAt > cacheLifetimeMs) {
    try {
      const { overrides } = await listSeoOverrides();
      cache = { loadedAt: Date.now(), byPath: new Map(overrides.map((item) => [item.path, item])) };
    } catch (error) {
      onError(error);
      cache = { loadedAt: Date.now(), byPath: cache?.byPath ?? new Map() };
    }
  }
  return cache.byPath.get(path) ?? null;
}
