import { createReadStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readWxr, wxrMessages } from '#src/services/portability/wxr-reader';
import type { WxrRecord } from '#src/services/portability/wxr-records';

const fixture = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/wordpress/bistro-wxr-1.2.xml',
);

async function recordsOf(source: AsyncIterable<Buffer | string>): Promise<WxrRecord[]> {
  const records: WxrRecord[] = [];
  for await (const record of readWxr(source)) records.push(record);
  return records;
}

/** The text in pieces of `size` characters, as a network or disk would hand it over. */
async function* inPieces(text: string, size: number) {
  for (let start = 0; start < text.length; start += size) yield text.slice(start, start + size);
}

const wxr = (body: string, version = '1.2') =>
  `<?xml version="1.0"?><rss xmlns:wp="http://wordpress.org/export/${version}/"><channel><wp:wxr_version>${version}</wp:wxr_version>${body}</channel></rss>`;

describe('readWxr', () => {
  it('reads the site, authors, categories with parents, tags, and every item of an export', async () => {
    const records = await recordsOf(createReadStream(fixture, { highWaterMark: 97 }));
    // The site comes first, so what follows can be read against its address.
    expect(records.filter((record) => record.kind !== 'item')).toEqual([
      {
        kind: 'site',
        title: 'Corner Bistro',
        url: 'https://cornerbistro.example',
        wxrVersion: '1.2',
      },
      {
        kind: 'author',
        login: 'maria',
        email: 'maria@cornerbistro.example',
        displayName: 'Maria Rossi',
      },
      { kind: 'author', login: 'tom', email: 'tom@cornerbistro.example', displayName: 'Tom' },
      { kind: 'category', slug: 'food', name: 'Food', description: '', parent: null },
      {
        kind: 'category',
        slug: 'recipes',
        name: 'Recipes',
        description: 'What we cook, written down',
        parent: 'food',
      },
      { kind: 'tag', slug: 'summer', name: 'Summer', description: '', parent: null },
    ]);
    const items = records.filter((record) => record.kind === 'item');
    expect(items.map((item) => [item.id, item.type, item.status, item.slug])).toEqual([
      ['45', 'attachment', 'inherit', 'terrace'],
      ['123', 'post', 'publish', 'terrace-opens'],
      ['2', 'page', 'publish', 'menu'],
      ['130', 'post', 'draft', ''],
    ]);
    const [attachment, post, , draft] = items;
    expect(attachment).toMatchObject({
      attachmentUrl: 'https://cornerbistro.example/wp-content/uploads/2024/05/terrace.jpg',
      parent: '123',
    });
    expect(post).toMatchObject({
      title: 'Our terrace opens for the summer',
      link: 'https://cornerbistro.example/2024/05/terrace-opens/',
      creator: 'maria',
      date: '2024-05-07 07:30:00',
      dateIsGmt: true,
      categories: ['recipes'],
      tags: ['summer'],
      thumbnailId: '45',
    });
    expect(post?.content).toContain(
      '<p>From Friday the terrace is open &amp; the grill is lit.</p>',
    );
    expect(post?.content).toContain('<!--more-->');
    expect(post?.comments).toEqual([
      expect.objectContaining({
        id: '11',
        author: 'Jo',
        approved: true,
        parent: null,
        date: '2024-05-08 10:00:00',
        dateIsGmt: true,
      }),
      expect.objectContaining({ id: '12', content: 'Of course!', approved: true, parent: '11' }),
      expect.objectContaining({
        id: '13',
        approved: false,
        date: '2024-05-09 01:00:00',
        dateIsGmt: false,
      }),
    ]);
    expect(draft).toMatchObject({
      date: '2024-10-01 18:00:00',
      dateIsGmt: false,
      excerpt: 'Our picks for October',
    });
  });

  it('reads the same however the bytes arrive', async () => {
    const whole = await recordsOf(createReadStream(fixture));
    const text = (await import('node:fs')).readFileSync(fixture, 'utf8');
    expect(await recordsOf(inPieces(text, 1))).toEqual(whole);
  });

  it('reads WXR 1.0 and 1.1, and refuses another version', async () => {
    for (const version of ['1.0', '1.1']) {
      expect(await recordsOf(inPieces(wxr('', version), 50))).toEqual([
        { kind: 'site', title: '', url: '', wxrVersion: version },
      ]);
    }
    await expect(recordsOf(inPieces(wxr('', '2.0'), 50))).rejects.toThrow(
      wxrMessages.unsupportedVersion('2.0'),
    );
  });

  it('refuses what is not a WordPress export', async () => {
    for (const text of [
      '<?xml version="1.0"?><feed><entry/></feed>',
      '<?xml version="1.0"?><rss><channel><title>A plain feed</title><item><title>x</title></item></channel></rss>',
      '{"posts": []}',
      '',
    ]) {
      await expect(recordsOf(inPieces(text, 10)), text).rejects.toThrow(
        /^(This is not a WordPress export|The export is not well-formed XML)/,
      );
    }
  });

  it('refuses entities that would expand or be fetched (billion laughs, XXE)', async () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>' +
      '<rss><channel><wp:wxr_version>1.2</wp:wxr_version><title>&lol2;</title></channel></rss>';
    await expect(recordsOf(inPieces(laughs, 40))).rejects.toThrow(wxrMessages.doctype);
    const external =
      '<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY secret SYSTEM "file:///etc/passwd">]>' +
      '<rss><channel><title>&secret;</title></channel></rss>';
    await expect(recordsOf(inPieces(external, 40))).rejects.toThrow(wxrMessages.doctype);
    const undeclared = wxr('<title>&secret;</title>');
    await expect(recordsOf(inPieces(undeclared, 40))).rejects.toThrow(
      /^The export is not well-formed XML/,
    );
  });
});
