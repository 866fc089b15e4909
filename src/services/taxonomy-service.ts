import { raw } from 'objection';
import { NotFoundError } from '../errors';
import { Category, Tag, type TaxonomyModel } from '../models/taxonomy';
import type { TaxonomyInput } from '../schemas/taxonomy';
import { recordActivity, type ActivityActor } from './activity/activity-log';
import { changedValues } from './activity/changes';
import { showsContent } from './public-content';
import { retryOnDerivedSlugClash, uniqueSlug } from './slugs';

export type TaxonomyKind = 'categories' | 'tags';

const kinds: Record<
  TaxonomyKind,
  { model: TaxonomyModel; link: string; key: string; notFound: string; fallback: string }
> = {
  categories: {
    model: Category,
    link: 'post_categories',
    key: 'category_id',
    notFound: 'Category not found',
    fallback: 'category',
  },
  tags: {
    model: Tag,
    link: 'post_tags',
    key: 'tag_id',
    notFound: 'Tag not found',
    fallback: 'tag',
  },
};

function toView(item: Category | Tag) {
  return {
    id: item.id,
    name: item.name,
    slug: item.slug,
    description: item.description,
    postCount: Number(item.postCount ?? 0),
  };
}

/** Counts only posts a reader can see, so public counts never reveal drafts. */
function withPublishedCount(kind: TaxonomyKind) {
  showsContent('posts');
  const { link, key, model } = kinds[kind];
  const table = model.tableName;
  return raw(
    `(select count(*)::int from ${link} l join posts p on p.id = l.post_id
      where l.${key} = ${table}.id and p.status in ('published', 'scheduled') and p.published_at <= now())`,
  ).as('postCount');
}

export async function listTaxonomy(kind: TaxonomyKind) {
  const items = await kinds[kind].model
    .query()
    .select(`${kinds[kind].model.tableName}.*`, withPublishedCount(kind))
    .orderBy('name');
  return { items: items.map(toView), total: items.length };
}

async function findOne(kind: TaxonomyKind, where: { id?: number; slug?: string }) {
  const item = await kinds[kind].model
    .query()
    .select(`${kinds[kind].model.tableName}.*`, withPublishedCount(kind))
    .where(where)
    .first();
  if (!item) throw new NotFoundError(kinds[kind].notFound);
  return toView(item);
}

export const getTaxonomyById = (kind: TaxonomyKind, id: number) => findOne(kind, { id });
export const getTaxonomyBySlug = (kind: TaxonomyKind, slug: string) => findOne(kind, { slug });

/** A category or tag in the activity log: the kind is in the summary, the name is the label. */
const taxonomyObject = (item: { id: number; name: string }) =>
  ({ type: 'taxonomy', id: item.id, label: item.name }) as const;
const kindOf = (kind: TaxonomyKind) => (kind === 'categories' ? 'category' : 'tag');

export async function createTaxonomy(kind: TaxonomyKind, input: TaxonomyInput, by: ActivityActor) {
  const { model, fallback } = kinds[kind];
  // Each attempt is a transaction of its own: a slug clash aborts the one it happens in.
  const item = await retryOnDerivedSlugClash(!input.slug, () =>
    model.transaction(async (trx) => {
      const slug = input.slug ?? (await uniqueSlug(model, input.name, fallback, { trx }));
      const created = await model
        .query(trx)
        .insertAndFetch({ name: input.name, slug, description: input.description.trim() });
      await recordActivity(trx, by, {
        action: 'taxonomy.created',
        object: taxonomyObject(created),
        summary: { kind: kindOf(kind), slug },
      });
      return created;
    }),
  );
  return getTaxonomyById(kind, item.id);
}

export async function updateTaxonomy(
  kind: TaxonomyKind,
  id: number,
  input: TaxonomyInput,
  by: ActivityActor,
) {
  const { model, notFound } = kinds[kind];
  await model.transaction(async (trx) => {
    const existing = await model.query(trx).findById(id).forUpdate();
    if (!existing) throw new NotFoundError(notFound);
    const after = {
      name: input.name,
      slug: input.slug ?? existing.slug,
      description: input.description.trim(),
    };
    await model
      .query(trx)
      .findById(id)
      .patch({ ...after, updatedAt: new Date() });
    await recordActivity(trx, by, {
      action: 'taxonomy.updated',
      object: taxonomyObject({ id, name: after.name }),
      summary: {
        kind: kindOf(kind),
        ...changedValues(
          { name: existing.name, slug: existing.slug, description: existing.description },
          after,
        ),
      },
    });
  });
  return getTaxonomyById(kind, id);
}

export async function deleteTaxonomy(kind: TaxonomyKind, id: number, by: ActivityActor) {
  const { model, notFound } = kinds[kind];
  await model.transaction(async (trx) => {
    // Look first: PGlite's driver does not report deleted row counts the way pg does.
    const existing = await model.query(trx).findById(id).forUpdate();
    if (!existing) throw new NotFoundError(notFound);
    await model.query(trx).deleteById(id);
    await recordActivity(trx, by, {
      action: 'taxonomy.deleted',
      object: taxonomyObject(existing),
      summary: { kind: kindOf(kind), slug: existing.slug },
    });
  });
}
