import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import { deflatePart, gzipJoined } from './gzip-parts';

/** A page as Vike rendered it, with the nonce placeholder where the response's nonce goes. */
export interface RenderedPage {
  statusCode: number;
  headers: Array<[string, string]>;
  body: string;
}

/**
 * A rendered page as the render cache keeps it: bytes, cut where the nonce goes, so a response
 * is written from the same buffers every time instead of building a fresh copy of the page;
 * and the same parts compressed once, for browsers (which all accept gzip).
 */
export interface CachedPage {
  statusCode: number;
  headers: Array<[string, string]>;
  parts: Buffer[];
  /** The parts compressed, for a page that is kept; one answered once is compressed on the fly. */
  deflatedParts: Buffer[] | null;
  /** What the page takes in memory (once kept: with its headers and cache key). */
  byteLength: number;
  storedAt: number;
}

export type PageEncoding = 'gzip' | 'identity';

/**
 * Rendered HTML of public pages for anonymous visitors, keyed by URL (`pageCacheKey`: the path
 * and the query parameters the page reads), in this process.
 * Content and settings writes clear it (`invalidateOnWrites`); entries also expire, so a post
 * scheduled for later appears on time without a write. Each response still gets a fresh CSP
 * nonce: pages are rendered with a placeholder that is swapped for the response's own nonce.
 */
export class RenderCache {
  /** Stands in for the response's nonce in cached HTML; unguessable, so no page text matches it. */
  readonly noncePlaceholder = `render-cache-nonce-${randomBytes(12).toString('hex')}`;
  private readonly pages = new Map<string, CachedPage>();
  private readonly listeners = new Set<() => void>();
  private bytes = 0;

  constructor(
    private readonly options: { maxEntries: number; maxBytes: number; ttlMs: number } = {
      maxEntries: 500,
      // Bounds memory whatever URLs visitors make up (every search is a URL of its own).
      maxBytes: 16 * 1024 * 1024,
      ttlMs: 60_000,
    },
  ) {}

  private remove(url: string) {
    const page = this.pages.get(url);
    if (!page) return;
    this.bytes -= page.byteLength;
    this.pages.delete(url);
  }

  get(url: string): CachedPage | null {
    const page = this.pages.get(url);
    if (!page) return null;
    if (Date.now() - page.storedAt > this.options.ttlMs) {
      this.remove(url);
      return null;
    }
    // Most recently used last, so the oldest entry is the one evicted.
    this.pages.delete(url);
    this.pages.set(url, page);
    return page;
  }

  /** The page in the form the cache keeps and serves, without keeping it. */
  prepare(page: RenderedPage): CachedPage {
    const parts = page.body.split(this.noncePlaceholder).map((part) => Buffer.from(part));
    return {
      statusCode: page.statusCode,
      headers: page.headers,
      parts,
      deflatedParts: null,
      byteLength: parts.reduce((total, part) => total + part.length, 0),
      storedAt: Date.now(),
    };
  }

  set(url: string, page: RenderedPage): CachedPage {
    this.remove(url);
    const prepared = this.prepare(page);
    const deflatedParts = prepared.parts.map(deflatePart);
    // Everything the entry keeps counts against the bound: both forms of the page, its headers
    // and its key (a search's key is as long as the search).
    const cached = {
      ...prepared,
      deflatedParts,
      byteLength:
        prepared.byteLength +
        deflatedParts.reduce((total, part) => total + part.length, 0) +
        page.headers.reduce((total, [name, value]) => total + name.length + value.length, 0) +
        Buffer.byteLength(url),
    };
    this.pages.set(url, cached);
    this.bytes += cached.byteLength;
    while (this.pages.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      this.remove(this.pages.keys().next().value!);
    }
    return cached;
  }

  /** Drops every page; `onClear` listeners hear of it (another instance may need to know). */
  clear() {
    this.clearLocally();
    for (const listener of this.listeners) listener();
  }

  /** Drops every page without telling the listeners: for a clear that came from elsewhere. */
  clearLocally() {
    this.pages.clear();
    this.bytes = 0;
  }

  onClear(listener: () => void) {
    this.listeners.add(listener);
  }

  get size() {
    return this.pages.size;
  }

  /**
   * The cached HTML as the chunks to send, with this response's nonce between them: gzipped when
   * asked and the page was kept (`encodingOf` tells which one it is).
   */
  bodyWithNonce(page: CachedPage, nonce: string, encoding: PageEncoding = 'identity'): Buffer[] {
    const nonceBytes = Buffer.from(nonce);
    if (encoding === 'gzip' && page.deflatedParts) {
      return gzipJoined(page.parts, page.deflatedParts, nonceBytes);
    }
    return page.parts.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part]));
  }

  /** The encoding `bodyWithNonce` gives the page when `wanted` is asked for. */
  encodingOf(page: CachedPage, wanted: PageEncoding): PageEncoding {
    return wanted === 'gzip' && page.deflatedParts ? 'gzip' : 'identity';
  }
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Clears the render cache after any API write that succeeded: posts, comments, taxonomy, pages,
 * media and settings all show on public pages. Signing in and out change nothing public.
 */
export function invalidateOnWrites(cache: RenderCache): RequestHandler {
  return (req, res, next) => {
    if (writeMethods.has(req.method) && !req.path.startsWith('/auth/')) {
      res.on('finish', () => {
        if (res.statusCode < 400) cache.clear();
      });
    }
    next();
  };
}
