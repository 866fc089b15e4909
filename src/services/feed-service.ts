import { feedPath, feedTitle, postPath, sitemapXmlPath } from '../config/site';
import { Post } from '../models/post';
import { Category, Tag, type TaxonomyModel } from '../models/taxonomy';
import { listPublicPages } from './page-service';
import { listPosts, type PostView } from './post-service';
import { onlyPublic } from './post-visibility';
import { codePagePaths } from './sitemap-service';

/** How many of the newest posts the RSS feed carries. */
export const rssItemCount = 20;
/** The most URLs one sitemap file may list (sitemaps.org). */
const sitemapLimit = 50_000;

export interface SiteInfo {
  /** Origin without a trailing slash, e.g. `https://www.example.com`. */
  url: string;
  name: string;
  description: string;
}

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

const absolute = (site: SiteInfo, path: string) => new URL(path, `${site.url}/`).href;

const imageTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** The name the blog shows for a post's author (SPEC §2: full name, else username). */
const authorName = (post: PostView) => post.author?.fullName || post.author?.username || '';

function rssItem(site: SiteInfo, post: PostView): string {
  const link = absolute(site, postPath(post.slug));
  const author = authorName(post);
  const image = post.featuredImage ? absolute(site, post.featuredImage) : null;
  const imageType = image && imageTypes[image.split('.').pop()!.toLowerCase()];
  return [
    '    <item>',
    // Titles are plain text: escaped, never CDATA, so no reader takes markup in them as HTML.
    `      ${element('title', post.title)}`,
    `      ${element('link', link)}`,
    `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
    `      ${element('pubDate', (post.publishedAt ?? post.updatedAt).toUTCString())}`,
    // A name, not RSS's <author>, which must be an email: staff addresses stay private.
    ...(author ? [`      ${element('dc:creator', author)}`] : []),
    // Readers take a description as HTML; the excerpt is plain text, so it is escaped as HTML
    // first (the same five characters), then as XML.
    ...(post.excerpt ? [`      ${element('description', escapeXml(post.excerpt))}`] : []),
    ...post.categories.map(
      (category) =>
        `      <category domain="${escapeXml(absolute(site, `/category/${category.slug}`))}">${escapeXml(category.name)}</category>`,
    ),
    ...(image && imageType
      ? [`      <enclosure url="${escapeXml(image)}" length="0" type="${imageType}"/>`]
      : []),
    '    </item>',
  ].join('\n');
}

/**
 * RSS 2.0 of the newest posts. Authors are named with Dublin Core's <dc:creator>, which feed
 * readers show; RSS's own <author> wants an email, and staff addresses stay private.
 */
export function renderRss(site: SiteInfo, posts: PostView[], now = new Date()): string {
  const updated = posts[0]?.publishedAt ?? now;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${element('title', feedTitle(site.name))}`,
    `    ${element('link', absolute(site, '/blog'))}`,
    `    ${element('description', site.description)}`,
    `    ${element('lastBuildDate', updated.toUTCString())}`,
    '    <docs>https://validator.w3.org/feed/docs/rss2.html</docs>',
    `    ${element('generator', site.name)}`,
    '    <language>en</language>',
    `    ${element('copyright', `© ${now.getUTCFullYear()} ${site.name}`)}`,
    `    <atom:link href="${escapeXml(absolute(site, feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...posts.map((post) => rssItem(site, post)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

export function renderSitemap(site: SiteInfo, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>`
      : '';
    return `  <url><loc>${escapeXml(absolute(site, entry.path))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(site: SiteInfo): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /blog/admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${absolute(site, sitemapXmlPath)}`,
    '',
  ].join('\n');
}

export async function listFeedPosts() {
  const { posts } = await listPosts({ limit: rssItemCount, offset: 0 }, null);
  return posts;
}

const newest = (...dates: Array<Date | null | undefined>) =>
  dates.reduce<Date | undefined>((latest, date) => {
    if (!date) return latest;
    const value = new Date(date);
    return !latest || value > latest ? value : latest;
  }, undefined);

/** A category or tag page changes when it does or when one of its published posts does. */
async function taxonomyEntries(model: TaxonomyModel, link: string, key: string, prefix: string) {
  const rows = (await model
    .query()
    .select(`${model.tableName}.slug`, `${model.tableName}.updatedAt`)
    .select(
      Post.query()
        .modify(onlyPublic)
        .join(link, `${link}.postId`, 'posts.id')
        .whereColumn(`${link}.${key}`, `${model.tableName}.id`)
        .max('posts.updatedAt')
        .as('postsUpdatedAt'),
    )
    .orderBy('slug')) as unknown as Array<{
    slug: string;
    updatedAt: Date;
    postsUpdatedAt: Date | null;
  }>;
  return rows.map((row) => ({
    path: `${prefix}/${row.slug}`,
    lastModified: newest(row.updatedAt, row.postsUpdatedAt),
  }));
}

/** Every public URL: the pages in code, the site's published pages, posts, categories and tags. */
export async function listSitemapEntries(): Promise<SitemapEntry[]> {
  const [posts, categories, tags, pages] = await Promise.all([
    Post.query()
      .modify(onlyPublic)
      .select('slug', 'updatedAt', 'publishedAt')
      .orderBy('publishedAt', 'desc')
      .limit(sitemapLimit / 2),
    taxonomyEntries(Category, 'postCategories', 'categoryId', '/category'),
    taxonomyEntries(Tag, 'postTags', 'tagId', '/tag'),
    listPublicPages(),
  ]);
  const blogUpdated = newest(...posts.flatMap((post) => [post.updatedAt, post.publishedAt]));
  const entries: SitemapEntry[] = [
    ...pages.map((page) => ({ path: page.path, lastModified: page.updatedAt })),
    ...codePagePaths.map((path) =>
      path === '/blog' && blogUpdated ? { path, lastModified: blogUpdated } : { path },
    ),
    ...posts.map((post) => ({
      path: postPath(post.slug),
      lastModified: newest(post.updatedAt, post.publishedAt),
    })),
    ...categories,
    ...tags,
  ];
  return entries.slice(0, sitemapLimit);
}
