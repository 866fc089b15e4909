import { raw } from 'objection';
import { NotFoundError } from '../errors';
import { Category, Tag, type TaxonomyModel } from '../models/taxonomy';
import type { TaxonomyInput } from '../schemas/taxonomy';
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

export async function createTaxonomy(kind: TaxonomyKind, input: TaxonomyInput) {
  const { model, fallback } = kinds[kind];
  const item = await retryOnDerivedSlugClash(!input.slug, async () => {
    const slug = input.slug ?? (await uniqueSlug(model, input.name, fallback));
    return model
      .query()
      .insertAndFetch({ name: input.name, slug, description: input.description.trim() });
  });
  return getTaxonomyById(kind, item.id);
}

export async function updateTaxonomy(kind: TaxonomyKind, id: number, input: TaxonomyInput) {
  const { model, notFound } = kinds[kind];
  const existing = await model.query().findById(id);
  if (!existing) throw new NotFoundError(notFound);
  await model
    .query()
    .findById(id)
    .patch({
      name: input.name,
      slug: input.slug ?? existing.slug,
      description: input.description.trim(),
      updatedAt: new Date(),
    });
  return getTaxonomyById(kind, id);
}

export async function deleteTaxonomy(kind: TaxonomyKind, id: number) {
  const { model, notFound } = kinds[kind];
  // Look first: PGlite's driver does not report deleted row counts the way pg does.
  if (!(await model.query().findById(id))) throw new NotFoundError(notFound);
  await model.query().deleteById(id);
}
