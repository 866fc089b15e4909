import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { renderRobots, renderRss, renderSitemap } from '#src/services/feed-service';
import type { PostView } from '#src/services/post-service';

const site = { url: 'https://www.example.com', name: 'Ava Automation', description: 'Tagline' };

describe('renderSitemap', () => {
  it('escapes addresses and writes lastmod only when it is known', () => {
    const xml = renderSitemap(site, [
      { path: '/' },
      { path: '/blog/post/a?x=1&y=<2>', lastModified: new Date('2026-03-05T10:00:00Z') },
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://www.example.com/</loc></url>',
        '  <url><loc>https://www.example.com/blog/post/a?x=1&amp;y=%3C2%3E</loc><lastmod>2026-03-05T10:00:00.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('renderRobots', () => {
  it('names the sitemap by its absolute address', () => {
    expect(renderRobots(site).split('\n')).toContain(
      'Sitemap: https://www.example.com/sitemap.xml',
    );
  });
});

describe('renderRss', () => {
  const post = {
    title: 'Tips <b>bold</b> & "quotes" ]]> end',
    slug: 'tips',
    excerpt: 'Why <i>missed</i> calls & ]]> cost',
    publishedAt: new Date('2026-03-05T10:00:00Z'),
    updatedAt: new Date('2026-03-05T10:00:00Z'),
    featuredImage: '/images/blog/tips.JPG',
    categories: [{ id: 1, name: 'Calls & <Leads>', slug: 'calls', description: null }],
  } as unknown as PostView;

  it('keeps titles plain text and shows an excerpt as text, not markup, to HTML-reading readers', () => {
    const xml = renderRss(site, [post]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain('CDATA');
    const item = new XMLParser({ ignoreAttributes: false }).parse(xml).rss.channel.item;
    expect(item.title).toBe(post.title);
    // Decoded once by the XML parser, the description is HTML that displays the excerpt's text.
    expect(item.description).toBe('Why &lt;i&gt;missed&lt;/i&gt; calls &amp; ]]&gt; cost');
    expect(item.category).toEqual({
      '#text': 'Calls & <Leads>',
      '@_domain': 'https://www.example.com/category/calls',
    });
    expect(item.enclosure).toEqual({
      '@_url': 'https://www.example.com/images/blog/tips.JPG',
      '@_length': '0',
      '@_type': 'image/jpeg',
    });
  });

  it("names each item's author as the blog does, in Dublin Core's creator, which takes a name", () => {
    const author = (fullName: string | null, username: string) =>
      ({ ...post, author: { id: 1, fullName, username } }) as PostView;
    const xml = renderRss(site, [
      author('Ada <Author> & Co', 'ada'),
      author(null, 'bo_writer'),
      author('', 'cy'),
      post,
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
    expect(xml).not.toContain('<author>');
    const items = parseFeed(xml).items;
    expect(items.map((item) => item.authors)).toEqual([
      [{ name: 'Ada <Author> & Co', email: null, url: null }],
      [{ name: 'bo_writer', email: null, url: null }],
      [{ name: 'cy', email: null, url: null }],
      // A post whose author is gone names nobody rather than an empty name.
      [],
    ]);
  });
});
