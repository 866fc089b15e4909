import { describe, expect, it } from 'vitest';
import { comparePages, type ComparablePage, type PageChange } from '#src/content/page-diff';

const text = (id: string, html: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'richText',
  data: { html, ...extra },
});

const page = (overrides: Partial<ComparablePage> = {}): ComparablePage => ({
  title: 'Spring offer',
  path: '/spring-offer',
  status: 'draft',
  publishedAt: null,
  seoTitle: null,
  seoDescription: null,
  seoImage: null,
  blocks: [
    text('intro', '<p>Answer every call.</p>'),
    text('offer', '<p>Two months free.</p>'),
    text('terms', '<p>New customers only.</p>'),
  ],
  ...overrides,
});

const summaries = (changes: PageChange[]) => changes.map((change) => change.summary);

describe('comparePages', () => {
  it('finds nothing between equal revisions, rich text markup aside', () => {
    const same = page({
      blocks: page().blocks.map((block) => ({
        ...block,
        data: { html: `${(block.data as { html: string }).html}\n` },
      })),
    });
    expect(comparePages(page(), same)).toEqual([]);
  });

  it('names the page fields that changed, with their words before and after', () => {
    const changes = comparePages(
      page(),
      page({
        title: 'Spring offer 2027',
        path: '/spring',
        status: 'scheduled',
        publishedAt: '2027-03-01T08:00:00.000Z',
        seoDescription: 'Two months free',
      }),
    );
    expect(summaries(changes)).toEqual([
      'Changed Title',
      'Changed Address',
      'Changed Status',
      'Changed Publication date',
      'Changed SEO description',
    ]);
    const title = changes[0]!;
    expect(title).toMatchObject({
      kind: 'page',
      change: { label: 'Title', before: 'Spring offer', after: 'Spring offer 2027' },
    });
    if (title.kind !== 'page') throw new Error('a page field');
    expect(title.change.changes.filter((part) => part.added).map((part) => part.value)).toEqual([
      '2027',
    ]);
  });

  it('tells added, removed and hidden blocks apart, with their positions', () => {
    const [intro, offer, terms] = page().blocks;
    const changes = comparePages(
      page(),
      page({
        blocks: [intro!, { ...terms!, hidden: true }, text('faq', '<p>Questions?</p>')],
      }),
    );
    expect(summaries(changes)).toEqual([
      'Removed Rich text (was block 2)',
      'Hid Rich text (block 2)',
      'Added Rich text as block 3',
    ]);
    expect(changes.map((change) => 'block' in change && change.block.id)).toEqual([
      offer!.id,
      'terms',
      'faq',
    ]);
    const shown = comparePages(
      page({ blocks: [{ ...intro!, hidden: true }] }),
      page({ blocks: [intro!] }),
    );
    expect(summaries(shown)).toEqual(['Showed Rich text (block 1)']);
  });

  it('reports a move once, for the block that moved, not for those it passed', () => {
    const [intro, offer, terms] = page().blocks;
    const changes = comparePages(page(), page({ blocks: [terms!, intro!, offer!] }));
    expect(changes).toEqual([
      expect.objectContaining({
        kind: 'moved',
        from: 3,
        to: 1,
        summary: 'Moved Rich text from block 3 to block 1',
        block: expect.objectContaining({ id: 'terms', position: 1 }),
      }),
    ]);
    // A block added at the top moves nothing.
    const added = comparePages(
      page(),
      page({ blocks: [text('new', '<p>New</p>'), ...page().blocks] }),
    );
    expect(summaries(added)).toEqual(['Added Rich text as block 1']);
  });

  it('lists the fields of an edited block by their labels, rich text as its words', () => {
    const [intro, offer, terms] = page().blocks;
    const changes = comparePages(
      page(),
      page({
        blocks: [
          intro!,
          text('offer', '<p>Three months <strong>free</strong>.</p>', { heading: 'Spring' }),
          terms!,
        ],
      }),
    );
    expect(summaries(changes)).toEqual([
      'Changed Rich text (block 2): Text, Main heading (optional)',
    ]);
    const edited = changes[0]!;
    if (edited.kind !== 'edited') throw new Error('an edited block');
    expect(edited.block).toEqual({
      id: offer!.id,
      type: 'richText',
      label: 'Rich text',
      position: 2,
    });
    expect(edited.fields[0]).toMatchObject({
      label: 'Text',
      before: 'Two months free.',
      after: 'Three months free.',
    });
    expect(
      edited.fields[0]!.changes.filter((part) => part.removed).map((part) => part.value),
    ).toEqual(['Two']);
    expect(edited.fields[1]).toMatchObject({ before: '', after: 'Spring' });
  });

  it('compares a block of a type the catalog no longer has by its keys, nested fields included', () => {
    const old = { id: 'plans', type: 'retiredPlans', data: { plans: [{ price: '$99' }] } };
    const changes = comparePages(
      page({ blocks: [old] }),
      page({ blocks: [{ ...old, data: { plans: [{ price: '$119' }, { price: '$299' }] } }] }),
    );
    expect(changes).toEqual([
      expect.objectContaining({
        kind: 'edited',
        summary: 'Changed retiredPlans (block 1): plans 1 › price, plans 2 › price',
      }),
    ]);
  });

  it('treats a block whose type changed under the same id as one removed and one added', () => {
    const changes = comparePages(
      page({ blocks: [text('body', '<p>x</p>')] }),
      page({ blocks: [{ id: 'body', type: 'retired', data: {} }] }),
    );
    expect(summaries(changes)).toEqual([
      'Removed Rich text (was block 1)',
      'Added retired as block 1',
    ]);
  });
});
