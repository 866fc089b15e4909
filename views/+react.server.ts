import type { PageContextServer } from 'vike/types';

// React's own streamed inline scripts must carry the per-request CSP nonce too.
export default (pageContext: PageContextServer) => ({
  renderToStreamOptions: { streamOptions: { nonce: pageContext.cspNonce ?? undefined } },
});
