import type { PageContextServer } from 'vike/types';

/**
 * React's own streamed inline scripts must carry the per-request CSP nonce too.
 * Pages render from data loaded beforehand, so their Suspense boundaries (the layout's, the
 * landing page's sections) are finished when the HTML is written; past 12.8 KB React would still
 * send finished boundaries out of order, revealed by an inline script, so the footer would paint
 * first and then be pushed down, and visitors without JavaScript would miss most of the page.
 * Pages are sent in document order instead.
 */
export default (pageContext: PageContextServer) => ({
  renderToStreamOptions: {
    streamOptions: {
      nonce: pageContext.cspNonce ?? undefined,
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  },
});
