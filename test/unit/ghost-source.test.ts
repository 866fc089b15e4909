import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '#src/errors';
import type { SourceEntry, SourceRecord } from '#src/services/portability/content-source';
import { ghostMessages, ghostSource } from '#src/services/portability/ghost-source';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/ghost');
const fixture = (name: string) => path.join(fixtures, name);

async function recordsOf(file: string, options?: Parameters<typeof ghostSource>[1]) {
  const records: SourceRecord[] = [];
  for await (const record of ghostSource(file, options).read()) records.push(record);
  return records;
}

const entries = (records: SourceRecord[]) =>
  records.filter(
    (record): record is SourceEntry => record.kind === 'post' || record.kind === 'page',
  );

/** Ghost's object ids in the Ghost 5 fixture end in these numbers. */
const id = (n: number) => `66a0c1f2e4b0a1b2c3d4e${n}`;

let scratch = '';
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'ghost-source-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

async function exportFile(content: unknown) {
  const file = path.join(scratch, `${Math.random().toString(36).slice(2)}.json`);
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('ghostSource: a Ghost 5 export', () => {
  it('reads the site, then the authors, then the tags as categories and tags', async () => {
    const records = await recordsOf(fixture('bistro-ghost-5.json'));
    expect(records[0]).toEqual({
      kind: 'site',
      platform: 'ghost',
      title: 'Corner Bistro',
      url: '',
    });
    expect(records.slice(1, 3)).toEqual([
      {
        kind: 'author',
        key: id(501),
        login: 'maria',
        email: 'maria@cornerbistro.example',
        name: 'Maria Rossi',
      },
      {
        kind: 'author',
        key: id(502),
        login: 'tom',
        email: 'tom@cornerbistro.example',
        name: 'Tom Becker',
      },
    ]);
    const term = (kind: string, n: number, slug: string, name: string, oldPaths: string[]) => ({
      kind,
      key: `${kind}:${id(n)}`,
      slug,
      name,
      description: slug === 'news' ? 'What is new at the bistro' : '',
      parent: null,
      oldPaths,
    });
    // News is only ever a primary tag; Summer is one post's primary tag and another's second
    // tag, so it is both, and its old address stays with the tag; #newsletter is internal;
    // Archive is on no post and stays a tag.
    expect(records.slice(3, 8)).toEqual([
      term('category', 511, 'news', 'News', ['/tag/news/']),
      term('category', 512, 'summer', 'Summer', []),
      term('tag', 512, 'summer', 'Summer', ['/tag/summer/']),
      term('tag', 513, 'recipes', 'Recipes', ['/tag/recipes/']),
      term('tag', 515, 'archive', 'Archive', ['/tag/archive/']),
    ]);
    expect(records.slice(8).map((record) => record.kind)).toEqual([
      'post',
      'page',
      'post',
      'post',
      'problem',
      'post',
      'problem',
    ]);
  });

  it('reads a published post with its primary tag, first author, excerpt and old address', async () => {
    const [post] = entries(await recordsOf(fixture('bistro-ghost-5.json')));
    expect(post).toMatchObject({
      kind: 'post',
      key: id(521),
      title: 'Our terrace opens for the summer',
      slug: 'terrace-opens',
      excerpt: 'Grill, shade and cold drinks from Friday.',
      status: 'published',
      publishedAt: new Date('2024-05-07T07:30:00.000Z'),
      author: id(501),
      categories: [`category:${id(511)}`],
      tags: [`tag:${id(512)}`],
      comments: [],
      oldPaths: ['/terrace-opens/'],
    });
  });

  it('leaves Ghost’s own address site-relative when the old site’s URL is not known', async () => {
    const [post, page] = entries(await recordsOf(fixture('bistro-ghost-5.json')));
    expect(post?.featuredImage).toBe('/content/images/2024/05/terrace-wide.jpg');
    expect(post?.html).toContain('<img src="/content/images/2024/05/terrace.jpg"');
    expect(post?.html).toContain('srcset="/content/images/size/w600/2024/05/terrace.jpg 600w,');
    expect(post?.html).toContain('<a href="/menu/">summer menu</a>');
    expect(post?.html).toContain('<a href="https://maps.example/bistro">');
    expect(page?.html).not.toContain('__GHOST_URL__');
  });

  it('resolves Ghost’s own address against the URL it is given', async () => {
    const records = await recordsOf(fixture('bistro-ghost-5.json'), {
      siteUrl: 'https://cornerbistro.example/',
    });
    expect(records[0]).toMatchObject({ url: 'https://cornerbistro.example' });
    const [post, page] = entries(records);
    expect(post?.featuredImage).toBe(
      'https://cornerbistro.example/content/images/2024/05/terrace-wide.jpg',
    );
    expect(post?.html).toContain('<a href="https://cornerbistro.example/menu/">');
    expect(page?.html).toContain(
      'src="https://cornerbistro.example/content/images/2024/04/menu.jpg"',
    );
  });

  it('reads a page, a draft, a scheduled post and an empty draft', async () => {
    const [, page, draft, scheduled, blank] = entries(
      await recordsOf(fixture('bistro-ghost-5.json')),
    );
    expect(page).toMatchObject({
      kind: 'page',
      slug: 'menu',
      status: 'published',
      author: id(501),
      categories: [],
      tags: [],
      featuredImage: null,
      excerpt: '',
      oldPaths: ['/menu/'],
    });
    expect(draft).toMatchObject({
      slug: 'autumn-plans',
      status: 'draft',
      publishedAt: null,
      author: id(502),
      categories: [`category:${id(512)}`],
      oldPaths: [],
    });
    // Its first tag is internal, so it has no primary tag, as in Ghost.
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      publishedAt: new Date('2030-10-01T09:00:00.000Z'),
      categories: [],
      tags: [`tag:${id(513)}`],
      oldPaths: [],
    });
    expect(blank).toMatchObject({ title: '(Untitled)', status: 'draft', html: '' });
  });

  it('reports a post kept without HTML and a post of another status, and goes on', async () => {
    const problems = (await recordsOf(fixture('bistro-ghost-5.json'))).filter(
      (record) => record.kind === 'problem',
    );
    expect(problems).toEqual([
      {
        kind: 'problem',
        item: '“Members’ evening”',
        reason: expect.stringContaining('without HTML'),
      },
      { kind: 'problem', item: '“Our September newsletter”', reason: 'its status is “sent”' },
    ]);
  });

  it('reads the file again on each read', async () => {
    const source = ghostSource(fixture('bistro-ghost-5.json'));
    const count = async () => {
      let records = 0;
      for await (const _record of source.read()) records += 1;
      return records;
    };
    expect(await count()).toBe(15);
    expect(await count()).toBe(15);
  });
});

describe('ghostSource: a Ghost 4 export', () => {
  it('reads posts and pages, with the author from author_id when posts_authors has none', async () => {
    const records = await recordsOf(fixture('kitchen-ghost-4.json'), {
      siteUrl: 'https://annas-kitchen.example',
    });
    expect(records.slice(0, 2)).toEqual([
      {
        kind: 'site',
        platform: 'ghost',
        title: 'Anna’s Kitchen',
        url: 'https://annas-kitchen.example',
      },
      {
        kind: 'author',
        key: '1',
        login: 'anna',
        email: 'anna@annas-kitchen.example',
        name: 'Anna Weber',
      },
    ]);
    expect(
      records.slice(2, 4).map((record) => [record.kind, 'key' in record && record.key]),
    ).toEqual([
      ['category', 'category:61dc0a5e8f1b2c0001a1b101'],
      ['tag', 'tag:61dc0a5e8f1b2c0001a1b102'],
    ]);
    const [post, page] = entries(records);
    expect(post).toMatchObject({
      key: '61dc0a5e8f1b2c0001a1b001',
      categories: ['category:61dc0a5e8f1b2c0001a1b101'],
      tags: ['tag:61dc0a5e8f1b2c0001a1b102'],
      featuredImage: 'https://annas-kitchen.example/content/images/2022/01/front.jpg',
      author: '1',
    });
    expect(post?.html).toContain(
      'src="https://annas-kitchen.example/content/images/2022/01/kitchen.jpg"',
    );
    expect(page).toMatchObject({ kind: 'page', slug: 'about', author: '1', oldPaths: ['/about/'] });
  });

  it('reports a post with an unreadable date and skips it', async () => {
    const records = await recordsOf(fixture('kitchen-ghost-4.json'));
    expect(records.at(-1)).toEqual({
      kind: 'problem',
      item: '“Spring menu”',
      reason: 'its publication date “sometime in May” is unreadable',
    });
    expect(entries(records)).toHaveLength(2);
  });
});

describe('ghostSource: a file made by hand as Ghost’s migration guide describes', () => {
  it('reads it without the db wrapper, with numeric ids, UTC dates and the page flag', async () => {
    const [site, author, category, page, post] = await recordsOf(
      fixture('hand-made-unwrapped.json'),
    );
    expect(site).toEqual({ kind: 'site', platform: 'ghost', title: '', url: '' });
    expect(author).toMatchObject({ key: '4', login: 'jo-blogs', name: 'Jo Bloggs' });
    expect(category).toMatchObject({ kind: 'category', key: 'category:3', name: 'News & Weather' });
    expect(page).toMatchObject({
      kind: 'page',
      key: '1',
      publishedAt: new Date('2025-06-30T15:35:36Z'),
      author: null,
    });
    expect(post).toMatchObject({
      kind: 'post',
      key: '2',
      excerpt: 'Hello.',
      categories: ['category:3'],
      author: '4',
    });
  });

  it('reports a post without a title or slug, and a tag without a name', async () => {
    const file = await exportFile({
      meta: { version: '6.3.0' },
      data: {
        posts: [
          { id: 'a1', title: '', slug: 'x', status: 'draft', html: '' },
          { id: 'a2', title: 'No slug', status: 'draft', html: '' },
          { title: 'No id', slug: 'no-id', status: 'draft', html: '' },
        ],
        tags: [{ id: 't1', slug: 'nameless' }],
      },
    });
    expect((await recordsOf(file)).slice(1)).toEqual([
      { kind: 'problem', item: 'tag t1', reason: 'its name is missing' },
      { kind: 'problem', item: 'post a1', reason: 'it has no title' },
      { kind: 'problem', item: '“No slug”', reason: 'it has no slug' },
      { kind: 'problem', item: '“No id”', reason: 'its id is missing' },
    ]);
  });
});

describe('ghostSource: files it refuses', () => {
  const refusal = async (file: string, options?: Parameters<typeof ghostSource>[1]) => {
    const error = await recordsOf(file, options).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).message;
  };

  it('refuses a file that is not JSON', async () => {
    expect(await refusal(fixture('not-json.json'))).toBe(ghostMessages.notJson);
  });

  it('refuses JSON that is not a Ghost export', async () => {
    expect(await refusal(fixture('not-ghost.json'))).toBe(ghostMessages.notGhost);
    expect(await refusal(await exportFile('null'))).toBe(ghostMessages.notGhost);
    expect(await refusal(await exportFile({ db: [{ meta: { version: '5.0.0' } }] }))).toBe(
      ghostMessages.notGhost,
    );
  });

  it('refuses an export from Ghost 3 or one that names no version', async () => {
    expect(await refusal(fixture('ghost-3.json'))).toBe(ghostMessages.unsupportedVersion('3.42.0'));
    expect(await refusal(fixture('ghost-3.json'))).toContain('Ghost 3.42.0');
    expect(await refusal(await exportFile({ data: { posts: [] } }))).toBe(ghostMessages.noVersion);
  });

  it('refuses a file over the size limit before reading it', async () => {
    expect(await refusal(fixture('bistro-ghost-5.json'), { maxBytes: 20_000 })).toBe(
      ghostMessages.tooLarge(20_000),
    );
    expect(ghostMessages.tooLarge(64 * 1024 * 1024)).toBe(
      'The export is over 64 MB: it is refused',
    );
    expect(await recordsOf(fixture('bistro-ghost-5.json'), { maxBytes: 30_000 })).toHaveLength(15);
  });

  it('refuses an export whose relations are damaged, naming where', async () => {
    const file = await exportFile({
      db: [{ meta: { version: '5.0.0' }, data: { posts: [], posts_tags: [{ post_id: 'p1' }] } }],
    });
    expect(await refusal(file)).toBe('The Ghost export is damaged: posts_tags.0.tag_id is missing');
  });
});
