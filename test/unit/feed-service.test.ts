import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { renderRobots, renderSitemap } from '../../src/services/feed-service';

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
