import type { PageContextServer } from 'vike/types';
import rootReactOptions from '../+react.server';

/**
 * The landing page's sections are Suspense boundaries (they hydrate as they near the viewport).
 * Past 12.8 KB of HTML React would stream finished boundaries out of order, shown only by an
 * inline script, so visitors without JavaScript and crawlers would miss most of the page. Every
 * section is ready at once on the server, so the page is sent in document order instead.
 */
export default (pageContext: PageContextServer) => {
  const { renderToStreamOptions } = rootReactOptions(pageContext);
  return {
    renderToStreamOptions: {
      ...renderToStreamOptions,
      streamOptions: {
        ...renderToStreamOptions.streamOptions,
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    },
  };
};
