import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { findPagePreview } from '#src/page-data';
import { idSchema } from '#src/schemas/common';
import { shownPage } from '../components/blocks/shown-page.server';

/** The draft of this editing session (`?session=`), shown through the public page's path. */
export async function data(pageContext: PageContextServer) {
  const id = idSchema.safeParse(pageContext.routeParams.id);
  if (!id.success || !pageContext.user) throw render(404);
  const { session } = pageContext.urlParsed.search;
  const draft = await findPagePreview(id.data, session, pageContext.user);
  if (!draft) throw render(404);
  return { page: await shownPage(draft, pageContext) };
}
export type PagePreviewData = Awaited<ReturnType<typeof data>>;
