import type { Logger } from 'pino';
import pinoHttp from 'pino-http';
import { isTokenParameter, tokenInAddress } from '../http/api-token-request';
import { pageParamNames } from './page-cache-key';
import { requestIdOf } from './request-id';

/** Health probes, hashed assets and Vite's dev modules would drown the request log. */
const quietPaths = /^\/(healthz|assets\/|@|node_modules\/|views\/|src\/)/;

/**
 * A request's address as the log keeps it. A page's query parameters keep their values only
 * where the page reads them (`?q=` of the blog search): anything else may be a form that was
 * sent without its method, with a name, an e-mail or a password in it, or a setup link's token.
 * The API's reads keep theirs (they are its filters); its writes read bodies, never a query
 * string, so a value there (a password put in the address) is not kept either. An API token in
 * an address (the API refuses it with 400) is never kept.
 */
export function loggedUrl(url: string, method = 'GET'): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const isRead = method === 'GET' || method === 'HEAD';
  const apiRead = isRead && url.startsWith('/api/');
  if (apiRead && !tokenInAddress(url)) return url;
  const pathname = url.slice(0, queryStart);
  const read = isRead ? pageParamNames(pathname) : [];
  const params = [...new URLSearchParams(url.slice(queryStart + 1))].map(([name, value]) => {
    const kept = (apiRead || read.includes(name)) && !isTokenParameter(name, value);
    const shown = kept ? encodeURIComponent(value) : '[Redacted]';
    return `${encodeURIComponent(name)}=${shown}`;
  });
  return `${pathname}?${params.join('&')}`;
}

/** One log line per request, with its id (also sent back as `X-Request-Id`); never a body. */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: loggedUrl(req.url, req.method),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => quietPaths.test(req.url ?? '') },
  });
}
