import express, { type Router } from 'express';

/**
 * `npm run bench`'s yardstick, mounted only when BENCH_MEMORY_PAGES=1: the same bytes as a page,
 * sent from memory by the same process through the same middleware, so the benchmark can say
 * what share of that speed the real page reaches. The bench stores a page's body with a PUT and
 * reads it back with GETs.
 */
export function benchMemoryPages(): Router {
  const pages = new Map<string, Buffer>();
  const router = express.Router();
  router.put('/__bench/memory', express.raw({ type: '*/*', limit: '5mb' }), (req, res) => {
    pages.set(String(req.query.url), req.body as Buffer);
    res.status(204).end();
  });
  // The fastest way Express sends bytes it holds: one buffer, its length, no ETag.
  router.get('/__bench/memory', (req, res) => {
    const body = pages.get(String(req.query.url));
    if (body === undefined) return void res.status(404).end();
    res.type(String(req.query.type ?? 'html'));
    res.setHeader('Content-Length', body.length);
    res.end(body);
  });
  return router;
}
