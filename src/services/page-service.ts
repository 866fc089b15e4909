import { can } from '../auth/permissions';
import type { SessionUser } from '../auth/roles';
import { NotFoundError } from '../errors';
import { Page } from '../models/site-content';
import type { PageInput } from '../schemas/pages';
import { sanitizeRichText } from './html';
import { retryOnDerivedSlugClash, uniqueSlug } from './slugs';

export const messages = { notFound: 'Page not found' } as const;

function toView(page: Page) {
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    content: page.contentHtml,
    status: page.status,
    seoTitle: page.seoTitle,
    seoDescription: page.seoDescription,
    seoImage: page.seoImage,
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
  };
}

const visible = (viewer: SessionUser | null) => (builder: ReturnType<typeof Page.query>) => {
  if (!can(viewer?.role, 'pages:read-unpublished')) builder.where('status', 'published');
};

export async function listPages(viewer: SessionUser | null) {
  const pages = await Page.query().modify(visible(viewer)).orderBy('title');
  return { pages: pages.map(toView), total: pages.length };
}

async function findPage(viewer: SessionUser | null, where: { id?: number; slug?: string }) {
  const page = await Page.query().modify(visible(viewer)).where(where).first();
  if (!page) throw new NotFoundError(messages.notFound);
  return toView(page);
}

export const getPageById = (id: number, viewer: SessionUser | null) => findPage(viewer, { id });
export const getPageBySlug = (slug: string, viewer: SessionUser | null) =>
  findPage(viewer, { slug });

function columns(input: PageInput) {
  return {
    title: input.title,
    contentHtml: sanitizeRichText(input.content),
    status: input.status,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    seoImage: input.seoImage,
  };
}

export async function createPage(input: PageInput) {
  // Two pages with the same title created at once may derive the same slug: derive again.
  const page = await retryOnDerivedSlugClash(!input.slug, async () => {
    const slug = input.slug ?? (await uniqueSlug(Page, input.title, 'page'));
    return Page.query().insertAndFetch({ ...columns(input), slug });
  });
  return toView(page);
}

export async function updatePage(id: number, input: PageInput) {
  const existing = await Page.query().findById(id);
  if (!existing) throw new NotFoundError(messages.notFound);
  await Page.query()
    .findById(id)
    .patch({ ...columns(input), slug: input.slug ?? existing.slug, updatedAt: new Date() });
  return toView(await Page.query().findById(id).throwIfNotFound());
}

export async function deletePage(id: number) {
  if (!(await Page.query().findById(id))) throw new NotFoundError(messages.notFound);
  await Page.query().deleteById(id);
}
