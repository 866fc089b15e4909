/*
 * What an imported site is made of, whichever platform it comes from: WordPress's WXR
 * (./wordpress-source.ts) and Ghost's JSON (./ghost-source.ts) are both read into these records,
 * and ./content-import.ts writes them. Every record carries its key in the source (WordPress's
 * post id, Ghost's object id), which is what makes a second import of the same file update
 * instead of duplicate.
 */

export type SourcePlatform = 'wordpress' | 'ghost';

export interface SourceSite {
  kind: 'site';
  platform: SourcePlatform;
  title: string;
  /** Where the old site answered, such as `https://bistro.example`: old links are read against it. */
  url: string;
}

export interface SourceAuthor {
  kind: 'author';
  key: string;
  /** WordPress's login, Ghost's slug: matched against staff usernames. */
  login: string;
  email: string;
  name: string;
}

export interface SourceTerm {
  kind: 'category' | 'tag';
  key: string;
  slug: string;
  name: string;
  description: string;
  /** A category's parent, by its key. */
  parent: string | null;
  /** Its addresses on the old site (`/category/news/`, `/tag/x/`), each to become a 301. */
  oldPaths: string[];
}

export interface SourceComment {
  key: string;
  /** The comment this one answers, by its key. */
  parent: string | null;
  authorName: string;
  authorEmail: string;
  /** As the visitor wrote it; the importer keeps it as text. */
  content: string;
  approved: boolean;
  createdAt: Date;
}

export type EntryStatus = 'published' | 'scheduled' | 'draft';

export interface SourceEntry {
  kind: 'post' | 'page';
  key: string;
  title: string;
  slug: string;
  /** The body's HTML, cleaned of the platform's markup; the importer sanitizes it as any edit. */
  html: string;
  excerpt: string;
  status: EntryStatus;
  /** When it was (or is to be) published; null for a draft never published. */
  publishedAt: Date | null;
  /** The author's key, if the source names one. */
  author: string | null;
  /** Category and tag keys. */
  categories: string[];
  tags: string[];
  /** The featured image's address on the old site. */
  featuredImage: string | null;
  comments: SourceComment[];
  /** Its addresses on the old site (`/2024/05/slug/`, `/?p=123`, `/slug/`), each to become a 301. */
  oldPaths: string[];
}

/** An item the reader could not make sense of: reported with its title or id, and skipped. */
export interface SourceProblem {
  kind: 'problem';
  item: string;
  reason: string;
}

export type SourceRecord = SourceSite | SourceAuthor | SourceTerm | SourceEntry | SourceProblem;

/**
 * A file to import, read as records: the site first, then authors and terms, then entries.
 * `read()` may be called more than once (a dry run, then the import); each call reads the file
 * again from the start, so a large export is never held in memory.
 */
export interface ContentSource {
  platform: SourcePlatform;
  read(): AsyncIterable<SourceRecord>;
}

/**
 * An old address as a path of this site: `https://bistro.example/2024/05/slug/` read against
 * the old site's URL gives `/2024/05/slug/`; `?p=123` links keep their query. Addresses of other
 * sites give null.
 */
export function oldPathOf(link: string, siteUrl: string): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link, siteUrl || 'http://old.invalid');
  } catch {
    return null;
  }
  if (siteUrl) {
    try {
      if (new URL(siteUrl).host !== url.host) return null;
    } catch {
      // An unreadable site URL: take the link's own path.
    }
  }
  const base = siteUrl ? new URL(siteUrl).pathname.replace(/\/$/, '') : '';
  const path =
    base && url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname;
  return `${path}${url.search}`;
}
