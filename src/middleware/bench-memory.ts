import express, { type Router } from 'express';

/**
 * `npm run bench`'s yardstick, mounted only when BENCH_MEMORY_PAGES=1: the same bytes as a page,
 * sent from memory by the same process through the same middleware, so the benchmark can say
 * what share of that speed the real page reaches. The bench stores a page's body with a PUT and
 * reads it back with GETs.
 */
export function benchMemoryPages(): Router {
  const pages = new Map<string, string>();
  const router = express.Router();
  router.put('/__bench/memory', express.text({ type: '*/*', limit: '5mb' }), (req, res) => {
    pages.set(String(req.query.url), String(req.body));
    res.status(204).end();
  });
  router.get('/__bench/memory', (req, res) => {
    const body = pages.get(String(req.query.url));
    if (body === undefined) return void res.status(404).end();
    res.type(String(req.query.type ?? 'html')).send(body);
  });
  return router;
}
