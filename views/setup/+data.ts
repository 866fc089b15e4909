import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { setupLinkState } from '#src/page-data';

export interface SetupPageData {
  /** `open`: the link works and no admin exists yet; `invalid`: used, expired or replaced. */
  state: 'open' | 'invalid';
}

/** Once an admin exists the page is gone: 404, whatever the link. */
export async function data(pageContext: PageContextServer): Promise<SetupPageData> {
  const state = await setupLinkState(pageContext.urlParsed.search.token);
  if (state === 'done') throw render(404);
  return { state };
}
