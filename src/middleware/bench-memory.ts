import express, { type Router } from 'express';

/**
 * `npm run bench`'s yardstick, mounted only when BENCH_MEMORY_PAGES=1: the same bytes as a page,
 * sent from memory by the same process through the same middleware, so the benchmark can say
 * what share of that speed the real page reaches. The bench stores a page's body with a PUT and
 * reads it back with GETs.
 */
export function benchMemoryPages(): Router {
  const pages = new Map<string, { body: Buffer; encoding: string | undefined }>();
  const router = express.Router();
  // The bytes as the page sent them, compressed or not (`encoding` names their Content-Encoding).
  router.put('/__bench/memory', express.raw({ type: '*/*', limit: '5mb' }), (req, res) => {
    const encoding = typeof req.query.encoding === 'string' ? req.query.encoding : undefined;
    pages.set(String(req.query.url), { body: req.body as Buffer, encoding });
    res.status(204).end();
  });
  // The fastest way Express sends bytes it holds: one buffer, its length, no ETag.
  router.get('/__bench/memory', (req, res) => {
    const page = pages.get(String(req.query.url));
    if (page === undefined) return void res.status(404).end();
    res.type(String(req.query.type ?? 'html'));
    // Set, it also tells the compression middleware to let the bytes pass as they are.
    if (page.encoding) res.setHeader('Content-Encoding', page.encoding);
    res.setHeader('Content-Length', page.body.length);
    res.end(page.body);
  });
  return router;
}
