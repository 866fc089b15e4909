import { readFile, stat } from 'node:fs/promises';
import { ValidationError } from '../../errors';
import { z } from '../../schemas/zod';
import type { ContentSource, EntryStatus, SourceProblem, SourceRecord } from './content-source';

/*
 * A Ghost export (Ghost 4 to 6: the JSON file "Export content" makes) as import records. Ghost
 * writes its database tables as they are: posts and pages share `posts`, tags reach posts
 * through `posts_tags` and authors through `posts_authors`, both ordered by `sort_order`. The
 * file is one JSON document, so it is read whole; its size is checked first.
 */

export const ghostMessages = {
  tooLarge: (bytes: number) =>
    `The export is over ${Number((bytes / 2 ** 20).toFixed(2))} MB: it is refused`,
  notJson: 'The file is not JSON: choose the JSON file Ghost’s Settings → Export made',
  notGhost: 'This is not a Ghost export: choose the JSON file Settings → Export made',
  noVersion: 'The export does not say which version of Ghost made it (its meta.version)',
  unsupportedVersion: (version: string) =>
    `This export was made by Ghost ${version}; exports from Ghost 4 and later can be imported: update the site, then export again`,
  malformed: (problem: string) => `The Ghost export is damaged: ${problem}`,
} as const;

/** Far beyond a real export's posts and tags: a bigger file is not what it claims. */
const defaultMaxBytes = 64 * 1024 * 1024;

const id = z.union([z.string().min(1), z.number()]).transform(String);
const named = z.string().min(1);
const texts = <K extends string>(...keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, z.string().nullish()])) as {
    [P in K]: z.ZodOptional<z.ZodNullable<z.ZodString>>;
  };
const sortOrder = z.number().nullish();
const rows = <T extends z.ZodType>(row: T) => z.array(row).nullish();

const envelopeSchema = z.object({
  meta: z.object({ version: z.unknown() }).nullish(),
  data: z.object({ posts: z.array(z.unknown()) }),
});

const tablesSchema = z.object({
  posts: z.array(z.unknown()),
  tags: rows(z.unknown()),
  users: rows(z.unknown()),
  posts_tags: rows(z.object({ post_id: id, tag_id: id, sort_order: sortOrder })),
  posts_authors: rows(z.object({ post_id: id, author_id: id, sort_order: sortOrder })),
  settings: rows(z.object({ key: z.string(), value: z.unknown() })),
});
type Tables = z.infer<typeof tablesSchema>;

const userSchema = z.object({ id, slug: named, ...texts('name', 'email') });
const tagSchema = z.object({ id, name: named, slug: named, ...texts('description', 'visibility') });
type GhostTag = z.infer<typeof tagSchema>;

const postSchema = z.object({
  id,
  status: z.string(),
  ...texts('title', 'slug', 'type', 'html', 'lexical', 'mobiledoc'),
  ...texts('custom_excerpt', 'feature_image'),
  // Ghost 4 writes `type`; older files, and tools written for them, a `page` flag.
  page: z.union([z.boolean(), z.number()]).nullish(),
  published_at: z.union([z.string(), z.number()]).nullish(),
  author_id: id.nullish(),
});
type GhostPost = z.infer<typeof postSchema>;

const statuses = new Set<string>(['published', 'scheduled', 'draft'] satisfies EntryStatus[]);

/** Where a value differs from what Ghost writes, in words: `tag_id is missing`. */
function issueOf({ issues: [issue] }: z.ZodError, value: unknown): string {
  const at = (from: unknown, key: PropertyKey) => (from as Record<PropertyKey, unknown>)?.[key];
  const missing = (issue!.path.reduce(at, value) ?? null) === null;
  return `${issue!.path.join('.')} ${missing ? 'is missing' : 'is not as Ghost writes it'}`;
}

async function readExport(file: string, maxBytes: number): Promise<Tables> {
  if ((await stat(file)).size > maxBytes) {
    throw new ValidationError(ghostMessages.tooLarge(maxBytes));
  }
  let json: unknown;
  try {
    json = JSON.parse((await readFile(file, 'utf8')).replace(/^\uFEFF/, ''));
  } catch {
    throw new ValidationError(ghostMessages.notJson);
  }
  // Ghost's own importer takes the first of `db`, or the object itself when it has no `db`.
  const wrapped = json as { db?: unknown } | null;
  const inner = Array.isArray(wrapped?.db) ? (wrapped.db[0] as unknown) : json;
  const envelope = envelopeSchema.safeParse(inner);
  if (!envelope.success) throw new ValidationError(ghostMessages.notGhost);
  const version = envelope.data.meta?.version;
  if (typeof version !== 'string' || !version) throw new ValidationError(ghostMessages.noVersion);
  const major = Number(/^(\d+)\.\d+/.exec(version)?.[1] ?? 0);
  if (major < 4) throw new ValidationError(ghostMessages.unsupportedVersion(version));
  const data = (inner as { data: unknown }).data;
  const tables = tablesSchema.safeParse(data);
  if (tables.success) return tables.data;
  throw new ValidationError(ghostMessages.malformed(issueOf(tables.error, data)));
}

/** A problem naming the item by its title or name, else by what it is and its id. */
function problemOf(item: unknown, noun: string, reason: string): SourceProblem {
  const fields = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
  const title = fields.title ?? fields.name;
  const itemId = typeof fields.id === 'string' || typeof fields.id === 'number' ? fields.id : '?';
  const label = typeof title === 'string' && title.trim() ? `“${title.trim()}”` : null;
  return { kind: 'problem', item: label ?? `${noun} ${itemId}`, reason };
}

/** Each item of a table as Ghost writes it, or a problem naming it. */
function checked<T>(items: unknown[], schema: z.ZodType<T>, noun: string) {
  return items.map((item): T | SourceProblem => {
    const parsed = schema.safeParse(item);
    if (parsed.success) return parsed.data;
    return problemOf(item, noun, `its ${issueOf(parsed.error, item)}`);
  });
}

const isProblem = (item: unknown): item is SourceProblem =>
  (item as { kind?: unknown }).kind === 'problem';
const validOf = <T>(items: Array<T | SourceProblem>) =>
  items.filter((item): item is T => !isProblem(item));

const isPublic = (tag: GhostTag) => tag.visibility !== 'internal' && !tag.name.startsWith('#');

type Relation = { post_id: string; sort_order?: number | null };

/** Relation rows grouped by post, each group in Ghost's order and without repeats. */
function byPost<R extends Relation>(relations: R[], target: (row: R) => string) {
  const sorted = [...relations].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
  const groups = new Map<string, string[]>();
  for (const row of sorted) {
    const group = groups.get(row.post_id) ?? [];
    if (!group.includes(target(row))) group.push(target(row));
    groups.set(row.post_id, group);
  }
  return groups;
}

type PostTerms = { category: string | null; tags: string[] };

/**
 * As Ghost shows them: a post's first tag is its primary tag unless it is internal, when the post
 * has none; its other public tags are its tags. Tags not in the file are dropped, as Ghost does.
 */
function termsOfPosts(tables: Tables, tags: Map<string, GhostTag>): Map<string, PostTerms> {
  const terms = new Map<string, PostTerms>();
  for (const [post, ids] of byPost(tables.posts_tags ?? [], (row) => row.tag_id)) {
    const [first, ...others] = ids.map((tag) => tags.get(tag)).filter((tag) => tag !== undefined);
    terms.set(post, {
      category: first && isPublic(first) ? first.id : null,
      tags: others.filter(isPublic).map((tag) => tag.id),
    });
  }
  return terms;
}

/**
 * Ghost's tags as categories (each post's primary tag) and tags (the others, and tags on no
 * post). A tag used both ways becomes both; its old address is left to the tag, which keeps it.
 */
function termsOf(tags: GhostTag[], postTerms: PostTerms[]): SourceRecord[] {
  const asCategory = new Set(postTerms.map((terms) => terms.category));
  const asTag = new Set(postTerms.flatMap((terms) => terms.tags));
  const term = (kind: 'category' | 'tag', tag: GhostTag, oldPaths: string[]): SourceRecord => ({
    kind,
    key: `${kind}:${tag.id}`,
    slug: tag.slug,
    name: tag.name,
    description: tag.description ?? '',
    parent: null,
    oldPaths,
  });
  const primary: SourceRecord[] = [];
  const secondary: SourceRecord[] = [];
  for (const tag of tags.filter(isPublic)) {
    const oldPaths = [`/tag/${tag.slug}/`];
    if (asCategory.has(tag.id))
      primary.push(term('category', tag, asTag.has(tag.id) ? [] : oldPaths));
    if (asTag.has(tag.id) || !asCategory.has(tag.id)) secondary.push(term('tag', tag, oldPaths));
  }
  return [...primary, ...secondary];
}

/** Ghost writes ISO dates; on SQLite, and in hand-made files, `YYYY-MM-DD HH:MM:SS` in UTC. */
function ghostDate(value: string | number | null | undefined): Date | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && !/^\d{4}-\d\d-\d\d/.test(value)) return undefined;
  const zoneless = typeof value === 'string' && /^[\d-]+[ T][\d:.]+$/.test(value);
  const date = new Date(zoneless ? `${value.replace(' ', 'T')}Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Ghost ≥ 4 writes its own address as `__GHOST_URL__`, so that a site may change domain. */
const withSiteUrl = (text: string, siteUrl: string) =>
  text.replaceAll('__GHOST_URL__/', `${siteUrl}/`).replaceAll('__GHOST_URL__', siteUrl || '/');

type LexicalDocument = { root: { children: Array<{ type?: string; children?: unknown[] }> } };

/**
 * The body's HTML. Ghost 5 and 6 may leave it null beside the Lexical document, to render again
 * when next read; that document is not read here, so the body is null unless it is blank.
 */
function bodyOf(post: GhostPost): string | null {
  if (typeof post.html === 'string') return post.html;
  if (!post.lexical && !post.mobiledoc) return '';
  try {
    const nodes = (JSON.parse(post.lexical ?? '') as LexicalDocument).root.children;
    return nodes.every((node) => node.type === 'paragraph' && !node.children?.length) ? '' : null;
  } catch {
    return null;
  }
}

const authorOf = (user: z.infer<typeof userSchema>): SourceRecord => ({
  kind: 'author',
  key: user.id,
  login: user.slug,
  email: user.email ?? '',
  name: user.name?.trim() || user.slug,
});

const bodyWithoutHtml =
  'Ghost kept its body without HTML, only in its editor’s format: open it in Ghost, save it and export again';

interface EntryContext {
  siteUrl: string;
  terms: Map<string, PostTerms>;
  authors: Map<string, string[]>;
  users: Set<string>;
}

function entryOf(post: GhostPost, context: EntryContext): SourceRecord {
  const problem = (reason: string) => problemOf(post, 'post', reason);
  const kind = post.type ? post.type : post.page ? 'page' : 'post';
  if (kind !== 'post' && kind !== 'page') return problem(`its type is “${kind}”`);
  if (!statuses.has(post.status)) return problem(`its status is “${post.status}”`);
  const status = post.status as EntryStatus;
  if (!post.title?.trim()) return problem('it has no title');
  if (!post.slug?.trim()) return problem('it has no slug');
  const publishedAt = ghostDate(post.published_at);
  if (publishedAt === undefined) {
    return problem(`its publication date “${post.published_at}” is unreadable`);
  }
  if (status !== 'draft' && !publishedAt) return problem('it has no publication date');
  const html = bodyOf(post);
  if (html === null) return problem(bodyWithoutHtml);
  const authors = [...(context.authors.get(post.id) ?? []), post.author_id ?? ''];
  const terms = context.terms.get(post.id) ?? { category: null, tags: [] };
  const image = post.feature_image?.trim();
  return {
    kind,
    key: post.id,
    title: post.title.trim(),
    slug: post.slug.trim(),
    html: withSiteUrl(html, context.siteUrl),
    excerpt: post.custom_excerpt?.trim() ?? '',
    status,
    publishedAt,
    author: authors.find((author) => context.users.has(author)) ?? null,
    categories: terms.category ? [`category:${terms.category}`] : [],
    tags: terms.tags.map((tag) => `tag:${tag}`),
    featuredImage: image ? withSiteUrl(image, context.siteUrl) : null,
    comments: [],
    oldPaths: status === 'published' ? [`/${post.slug.trim()}/`] : [],
  };
}

type GhostOptions = { siteUrl?: string; maxBytes?: number };

async function* records(file: string, options: GhostOptions): AsyncGenerator<SourceRecord> {
  const tables = await readExport(file, options.maxBytes ?? defaultMaxBytes);
  const settings = new Map((tables.settings ?? []).map((row) => [row.key, row.value]));
  const setting = (key: string) => String(settings.get(key) ?? '');
  const siteUrl = (options.siteUrl || setting('url')).replace(/\/+$/, '');
  yield { kind: 'site', platform: 'ghost', title: setting('title'), url: siteUrl };

  const users = checked(tables.users ?? [], userSchema, 'user');
  for (const user of users) yield isProblem(user) ? user : authorOf(user);

  const tags = checked(tables.tags ?? [], tagSchema, 'tag');
  yield* tags.filter(isProblem);
  const terms = termsOfPosts(tables, new Map(validOf(tags).map((tag) => [tag.id, tag])));
  yield* termsOf(validOf(tags), [...terms.values()]);

  const context: EntryContext = {
    siteUrl,
    terms,
    authors: byPost(tables.posts_authors ?? [], (row) => row.author_id),
    users: new Set(validOf(users).map((user) => user.id)),
  };
  for (const post of checked(tables.posts, postSchema, 'post')) {
    yield isProblem(post) ? post : entryOf(post, context);
  }
}

/** A Ghost export; `siteUrl` is where the Ghost site answered, if known. */
export function ghostSource(file: string, options: GhostOptions = {}): ContentSource {
  return { platform: 'ghost', read: () => records(file, options) };
}
