import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSitemapSections } from '#src/services/sitemap-service';
import { seed as installSitePages } from '../../seeds/04_site_pages';
import { createPost } from '../factories/content';
import { createUser } from '../factories/users';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
const day = 86_400_000;

beforeAll(async () => {
  database = await createTestDatabase();
  await installSitePages(database.db);
});
afterAll(() => database.destroy());

async function postLinks() {
  const sections = await listSitemapSections();
  return sections.find((section) => section.title === 'Blog posts')?.links;
}

describe('listSitemapSections', () => {
  it('lists every public page, solution page and legal page', async () => {
    const sections = await listSitemapSections();
    const hrefs = sections.flatMap((section) => section.links.map((link) => link.href));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/',
        '/landing',
        '/funnel',
        '/contact',
        '/blog',
        '/solutions/ai-voice-receptionists',
        '/solutions/ai-business-operations',
        '/solutions/ai-consulting',
        '/solutions/ai-readiness-consulting',
        '/privacy-policy',
        '/terms-of-service',
        '/terms-and-conditions',
      ]),
    );
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('lists published posts newest first and leaves out drafts, archived and future posts', async () => {
    const { id: authorId } = await createUser({ role: 'author' });
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
    await createPost({ authorId, title: 'Older news', slug: 'older-news', publishedAt: at(9) });
    await createPost({ authorId, title: 'Latest news', slug: 'latest-news', publishedAt: at(1) });
    await createPost({
      authorId,
      title: 'Scheduled and due',
      slug: 'scheduled-due',
      status: 'scheduled',
      publishedAt: at(3),
    });
    await createPost({ authorId, title: 'Still a draft', slug: 'still-a-draft', status: 'draft' });
    await createPost({
      authorId,
      title: 'Archived',
      slug: 'archived',
      status: 'archived',
      publishedAt: at(5),
    });
    await createPost({
      authorId,
      title: 'Scheduled for next week',
      slug: 'scheduled-later',
      status: 'scheduled',
      publishedAt: at(-7),
    });

    expect(await postLinks()).toEqual([
      { title: 'Latest news', href: '/blog/post/latest-news' },
      { title: 'Scheduled and due', href: '/blog/post/scheduled-due' },
      { title: 'Older news', href: '/blog/post/older-news' },
    ]);
  });
});
