import { parseFeed } from '@rowanmanning/feed-parser';
import type { Express } from 'express';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Post } from '#src/models/post';
import { Page } from '#src/models/site-content';
import { seed as installSitePages } from '../../seeds/04_site_pages';
import { createCategory, createPost, createSitePage, createTag } from '../factories/content';
import { createUser } from '../factories/users';
import { createTestApp, testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const siteUrl = 'https://www.example.com';
const daysAgo = (days: number) => new Date(Date.UTC(2026, 0, 31) - days * 86_400_000);

let database: TestDatabase;
let app: Express;
/** Published post titles, newest first. */
const publishedTitles: string[] = [];
const publishedSlugs: string[] = [];
const hostileTitle = 'Tips <b>bold</b> & "quotes" ]]> end';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db, testConfig({ SITE_URL: `${siteUrl}/` }));
  const author = await createUser({
    role: 'author',
    fullName: 'Ada Author',
    email: 'ada.private@example.test',
  });
  // An author without a full name is named by username, as on the blog.
  const plainAuthor = await createUser({
    role: 'author',
    username: 'bo_writer',
    fullName: null,
    email: 'bo.private@example.test',
  });
  const category = await createCategory({ name: 'Guides', slug: 'guides' });
  const tag = await createTag({ name: 'Phones & Calls', slug: 'phones' });
  await createTag({ name: 'Unused', slug: 'unused' });
  // 21 published posts, so the feed's limit of 20 leaves the oldest out.
  for (let index = 0; index < 21; index += 1) {
    const post = await createPost({
      authorId: index === 1 ? plainAuthor.id : author.id,
      // The newest title carries markup, quotes and a CDATA terminator: it must stay plain text.
      title: index === 0 ? hostileTitle : `Post ${index} <about> calls & leads`,
      slug: `published-${index}`,
      publishedAt: daysAgo(index),
      categoryIds: [category.id],
      tagIds: index === 0 ? [tag.id] : [],
    });
    publishedTitles.push(post.title);
    publishedSlugs.push(post.slug);
  }
  await createPost({ authorId: author.id, slug: 'a-draft', status: 'draft' });
  await createPost({
    authorId: author.id,
    slug: 'scheduled-later',
    status: 'scheduled',
    publishedAt: new Date(Date.now() + 86_400_000),
  });
  // The site's own pages (/, /landing, the solution and legal pages) and one staff wrote.
  await installSitePages(database.db);
  await createSitePage({ path: '/about-us', title: 'About us' });
  await createSitePage({ path: '/secret-page', title: 'Secret', status: 'draft' });
});
afterAll(() => database.destroy());

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['item', 'url'].includes(name),
});

function parseXml(text: string) {
  expect(XMLValidator.validate(text)).toBe(true);
  return parser.parse(text);
}

describe('GET /rss.xml', () => {
  it('is well-formed RSS 2.0 with the 20 newest published posts, newest first', async () => {
    const response = await request(app).get('/rss.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const { rss } = parseXml(response.text);
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel.title).toBe('Ava Automation Blog');
    expect(rss.channel.link).toBe(`${siteUrl}/blog`);
    const items = rss.channel.item as Array<Record<string, unknown>>;
    expect(items.map((item) => item.title)).toEqual(publishedTitles.slice(0, 20));
    expect(items[0]).toMatchObject({
      link: `${siteUrl}/blog/post/published-0`,
      guid: { '#text': `${siteUrl}/blog/post/published-0`, '@_isPermaLink': 'true' },
      pubDate: daysAgo(0).toUTCString(),
      description: 'An excerpt',
      'dc:creator': 'Ada Author',
      category: { '#text': 'Guides', '@_domain': `${siteUrl}/category/guides` },
    });
    expect(response.text).not.toContain('a-draft');
    expect(response.text).not.toContain('scheduled-later');
    expect(response.text).not.toContain('published-20');
  });

  it('writes item titles as escaped plain text, never as CDATA or markup', async () => {
    const response = await request(app).get('/rss.xml').expect(200);
    expect(response.text).toContain(
      '<title>Tips &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot; ]]&gt; end</title>',
    );
    expect(response.text).not.toContain('CDATA');
    const { rss } = parseXml(response.text);
    const newest = (rss.channel.item as Array<Record<string, unknown>>)[0]!;
    expect(newest.title).toBe(hostileTitle);
  });

  it("reads right in a feed reader's parser: items, links, dates, authors and the self link", async () => {
    const response = await request(app).get('/rss.xml').expect(200);
    const feed = parseFeed(response.text);
    expect(feed.meta).toEqual({ type: 'rss', version: '2.0' });
    expect(feed.title).toBe('Ava Automation Blog');
    expect(feed.url).toBe(`${siteUrl}/blog`);
    expect(feed.self).toBe(`${siteUrl}/rss.xml`);
    expect(feed.language).toBe('en');
    expect(feed.items.map((item) => item.title)).toEqual(publishedTitles.slice(0, 20));
    expect(feed.items.map((item) => item.url)).toEqual(
      publishedSlugs.slice(0, 20).map((slug) => `${siteUrl}/blog/post/${slug}`),
    );
    expect(feed.items.map((item) => item.id)).toEqual(feed.items.map((item) => item.url));
    expect(feed.items.map((item) => item.published)).toEqual(
      Array.from({ length: 20 }, (_, index) => daysAgo(index)),
    );
    expect(feed.items[0]!.authors).toEqual([{ name: 'Ada Author', email: null, url: null }]);
    expect(feed.items[1]!.authors).toEqual([{ name: 'bo_writer', email: null, url: null }]);
    expect(feed.items.every((item) => item.authors.length === 1)).toBe(true);
    expect(feed.items[0]!.categories).toEqual([
      { term: 'Guides', label: 'Guides', url: `${siteUrl}/category/guides` },
    ]);
    expect(feed.items[0]!.description).toBe('An excerpt');
    // Authors are named, never reached: staff email addresses stay out of the feed.
    expect(response.text).not.toContain('private@example.test');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every public page and only published content, with lastmod from the database', async () => {
    const response = await request(app).get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { urlset } = parseXml(response.text);
    expect(urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = urlset.url as Array<{ loc: string; lastmod?: string }>;
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.sort()).toEqual(
      [
        '/',
        '/blog',
        '/solutions/ai-voice-receptionists',
        '/solutions/ai-business-operations',
        '/solutions/ai-consulting',
        '/solutions/ai-readiness-consulting',
        '/landing',
        '/funnel',
        '/contact',
        '/privacy-policy',
        '/terms-of-service',
        '/terms-and-conditions',
        '/sitemap.html',
        '/about-us',
        ...publishedSlugs.map((slug) => `/blog/post/${slug}`),
        '/category/guides',
        '/tag/phones',
        '/tag/unused',
      ]
        .map((path) => new URL(path, siteUrl).href)
        .sort(),
    );
    const lastmod = (path: string) => urls.find((url) => url.loc === `${siteUrl}${path}`)?.lastmod;
    const posts = await Post.query().whereIn('slug', publishedSlugs);
    const updated = (slug: string) => posts.find((post) => post.slug === slug)!.updatedAt;
    const lastEdit = new Date(Math.max(...posts.map((post) => post.updatedAt.getTime())));
    expect(lastmod('/blog/post/published-0')).toBe(updated('published-0').toISOString());
    expect(lastmod('/tag/phones')).toBe(updated('published-0').toISOString());
    expect(lastmod('/category/guides')).toBe(lastEdit.toISOString());
    expect(lastmod('/blog')).toBe(lastEdit.toISOString());
    const home = await Page.query().findOne({ path: '/' });
    expect(lastmod('/')).toBe(home!.updatedAt.toISOString());
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the admin and the API and points at the sitemap', async () => {
    const response = await request(app).get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /blog/admin',
        'Disallow: /api/',
        '',
        'Sitemap: https://www.example.com/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('links to the configured origin whatever Host the request names', async () => {
    const response = await request(app).get('/robots.txt').set('Host', 'attacker.test');
    expect(response.text).toContain('Sitemap: https://www.example.com/sitemap.xml');
    expect(response.text).not.toContain('attacker.test');
  });
});
