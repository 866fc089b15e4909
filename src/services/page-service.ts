import { NotFoundError } from '../errors';
import { Page } from '../models/site-content';
import { effectiveStatus, isPublicNow, liveNow, type Schedulable } from './post-visibility';
import { pageTag, showsContent, type ContentTag } from './public-content';

export const messages = {
  notFound: 'Page not found',
  changedElsewhere:
    'This page was changed by someone else since you opened it. Reload to see their changes.',
} as const;

/** A page as the list of pages shows it (GET /api/pages, `pageSummaryWire`). */
function toSummary(
  page: Pick<Page, 'id' | 'path' | 'title' | 'status' | 'publishedAt' | 'updatedAt'>,
) {
  return {
    id: page.id,
    path: page.path,
    title: page.title,
    status: effectiveStatus(page),
    publishedAt: page.publishedAt,
    updatedAt: page.updatedAt,
  };
}

/** A page as the builder edits it (GET /api/pages/:id, `pageDetailWire`) and the site shows it. */
export function toView(page: Page) {
  return {
    ...toSummary(page),
    seoTitle: page.seoTitle,
    seoDescription: page.seoDescription,
    seoImage: page.seoImage,
    blocks: page.blocks,
  };
}
export type PageView = ReturnType<typeof toView>;

const onlyPublic = (builder: ReturnType<typeof Page.query>) => liveNow(builder, 'pages');

/** Every page, drafts included, for staff (GET /api/pages, `pageSummaryWire`). */
export async function listPages() {
  const pages = await Page.query()
    .select('id', 'path', 'title', 'status', 'publishedAt', 'updatedAt')
    .orderBy('path');
  const summaries = pages.map(toSummary);
  return { pages: summaries, total: summaries.length };
}

export async function getPageById(id: number) {
  const page = await Page.query().findById(id);
  if (!page) throw new NotFoundError(messages.notFound);
  return toView(page);
}

/**
 * The pages visitors can open, in the order they were made (the site's own pages first, as
 * installed), for the sitemaps: a response listing them shows `pages`.
 */
export async function listPublicPages() {
  showsContent('pages');
  return Page.query().modify(onlyPublic).select('path', 'title', 'updatedAt').orderBy('id');
}

/**
 * The page published at `path`, or null (an address that moved was answered before rendering,
 * src/middleware/render-page.ts). The response is tagged with the page, so publishing another
 * page leaves it cached.
 */
export async function findPublicPage(path: string): Promise<{ page: PageView } | null> {
  const page = await Page.query().modify(onlyPublic).where({ path }).first();
  if (page) {
    showsContent(pageTag(page.id));
    return { page: toView(page) };
  }
  showsContent('pages');
  return null;
}

/**
 * What a write to a page changes on public pages: nothing unless visitors saw it before or see
 * it now; then that page and what lists pages (the sitemaps, a not-found answer at its path).
 */
export const changedByPageWrite = (id: number, ...states: Schedulable[]): ContentTag[] =>
  states.some(isPublicNow) ? [pageTag(id), 'pages'] : [];
