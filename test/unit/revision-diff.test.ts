import { describe, expect, it } from 'vitest';
import { compareRevisions, richTextToLines } from '#src/content/revision-diff';

const revision = (overrides: Record<string, string | null> = {}) => ({
  title: 'Missed calls',
  slug: 'missed-calls',
  status: 'draft',
  excerpt: 'Why they cost you',
  featuredImage: null,
  content: '<p>One.</p>',
  ...overrides,
});

describe('richTextToLines', () => {
  it('reads a sanitized body as text, a line per block, entities decoded', () => {
    expect(
      richTextToLines(
        '<h2>Fees &amp; terms</h2><p>Line one<br>line two</p><ul><li>a &lt; b</li><li>&#8364;5</li></ul>' +
          '<p><img src="/x.png" alt="A chart"></p><p>   </p>',
      ),
    ).toBe('Fees & terms\nLine one\nline two\na < b\n€5\n[image: A chart]');
  });
});

describe('compareRevisions', () => {
  it('lists only the fields that changed, in reading order, as word changes', () => {
    const diff = compareRevisions(
      revision(),
      revision({ status: 'published', content: '<p>One.</p><p>Two.</p>', featuredImage: '/a.png' }),
    );
    expect(diff.map((field) => field.label)).toEqual(['Status', 'Featured image', 'Body']);
    const body = diff.find((field) => field.field === 'content')!;
    expect(body.changes.filter((change) => change.added).map((change) => change.value)).toEqual([
      'Two.',
    ]);
    // Every piece, in order, spells the newer text: the view shows them as they come.
    const newer = body.changes.filter((change) => !change.removed).map((change) => change.value);
    expect(newer.join('')).toBe('One.\nTwo.');
  });

  it('finds nothing to show between equal revisions, markup aside', () => {
    expect(compareRevisions(revision(), revision({ content: '<p>One.</p>\n' }))).toEqual([]);
  });
});
