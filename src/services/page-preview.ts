import type { SessionUser } from '../auth/roles';
import { Page } from '../models/site-content';
import { editingSessionSchema } from '../schemas/revisions';
import { subjectOf, type PageRevisionContent } from './page-editing';
import { newestSessionRevision } from './revision-service';

/**
 * What the page builder's live preview shows of page `id`: the newest revision the viewer's
 * editing session wrote (the builder autosaves a moment after each change), else the page as
 * saved; null when there is no such page. Staff only (the preview's guard). It tags no public
 * content and writes nothing, so the public cache neither depends on it nor hears of it.
 */
export async function findPagePreview(id: number, editingSession: unknown, viewer: SessionUser) {
  const page = await Page.query().findById(id);
  if (!page) return null;
  const session = editingSessionSchema.safeParse(editingSession);
  const revision = session.success
    ? await newestSessionRevision<PageRevisionContent>(
        Page.knex(),
        subjectOf(id),
        session.data,
        viewer.id,
      )
    : null;
  const { path, title, blocks, seoTitle, seoDescription, seoImage } = revision?.content ?? page;
  return { path, title, blocks, seoTitle, seoDescription, seoImage };
}
