import { can } from '../auth/permissions';
import type { SessionUser } from '../auth/roles';
import { NotFoundError } from '../errors';
import { Page, Redirect } from '../models/site-content';
import { showsContent } from './public-content';

export const messages = {
  notFound: 'Page not found',
  changedElsewhere:
    'This page was changed by someone else since you opened it. Reload to see their changes.',
} as const;

export function toView(page: Page) {
  return {
    id: page.id,
    path: page.path,
    title: page.title,
    status: page.status,
    publishedAt: page.publishedAt,
    blocks: page.blocks,
    seoTitle: page.seoTitle,
    seoDescription: page.seoDescription,
    seoImage: page.seoImage,
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
  };
}
export type PageView = ReturnType<typeof toView>;

/** What a list of pages shows of each: everything but the blocks. */
const summaryColumns = [
  'id',
  'path',
  'title',
  'status',
  'publishedAt',
  'seoTitle',
  'seoDescription',
  'seoImage',
  'createdAt',
  'updatedAt',
] as const;

/** Readers see a page once it is published, or once its scheduled time has come. */
function onlyPublic(builder: ReturnType<typeof Page.query>) {
  builder
    .whereIn('status', ['published', 'scheduled'])
    .whereNotNull('publishedAt')
    .where('publishedAt', '<=', new Date());
}

const visible = (viewer: SessionUser | null) => (builder: ReturnType<typeof Page.query>) => {
  if (!can(viewer?.role, 'pages:read-unpublished')) builder.modify(onlyPublic);
};

export async function listPages(viewer: SessionUser | null) {
  const pages = await Page.query().select(summaryColumns).modify(visible(viewer)).orderBy('path');
  return { pages, total: pages.length };
}

async function findPage(viewer: SessionUser | null, where: { id?: number; path?: string }) {
  const page = await Page.query().modify(visible(viewer)).where(where).first();
  if (!page) throw new NotFoundError(messages.notFound);
  return toView(page);
}

export const getPageById = (id: number, viewer: SessionUser | null) => findPage(viewer, { id });

/**
 * What a visitor finds at `path`: the page published there, the address it moved to, or nothing.
 * The response is tagged with the page, so publishing another page leaves it cached.
 */
export async function findPublicPage(
  path: string,
): Promise<{ page: PageView } | { movedTo: string } | null> {
  const page = await Page.query().modify(onlyPublic).where({ path }).first();
  if (page) {
    showsContent(`page:${page.id}`);
    return { page: toView(page) };
  }
  showsContent('pages');
  const redirect = await Redirect.query().findById(path);
  return redirect ? { movedTo: redirect.toPath } : null;
}

/** A block's HTML fields through the sanitizer; other fields are shown escaped. */
