import { describe, expect, it } from 'vitest';
import { changedNames, changedValues } from '#src/services/activity/changes';
import { objectHref, summaryLines } from '#views/components/admin/activity/activity-labels';
import type { ActivityEntry } from '#src/schemas/wire/activity';

describe('activity summaries', () => {
  it('keep the fields that changed, from and to, with long values cut between characters', () => {
    const long = '😀'.repeat(100);
    expect(changedValues({ name: 'A', slug: 'a' }, { name: 'B', slug: 'a' })).toEqual({
      name: { from: 'A', to: 'B' },
    });
    const cut = changedValues({ alt: '' }, { alt: long }).alt!.to as string;
    expect(Array.from(cut)).toHaveLength(80);
    expect(cut.endsWith('😀…')).toBe(true);
    expect(changedValues({ address: { city: 'A' } }, { address: { city: 'B' } })).toEqual({
      address: { from: '{"city":"A"}', to: '{"city":"B"}' },
    });
    expect(changedNames({ email: 'a@x.test', fullName: null }, { fullName: null })).toEqual([]);
  });

  it('read as sentences in the table', () => {
    expect(
      summaryLines({
        role: { from: 'author', to: 'editor' },
        changed: ['fullName', 'email'],
        filter: { status: 'new' },
        approved: { from: false, to: true },
        posts: 3,
      }),
    ).toEqual([
      'role: author → editor',
      'changed: full name, email',
      'filter: status new',
      'approved: no → yes',
      'posts: 3',
    ]);
    expect(summaryLines({ filter: {} })).toEqual(['filter: none (everything)']);
    expect(summaryLines(null)).toEqual([]);
  });

  it('link to the screen that shows the object, unless it is gone', () => {
    const entry = (fields: Partial<ActivityEntry>) =>
      ({ action: 'post.updated', objectType: 'post', objectId: '12', ...fields }) as ActivityEntry;
    expect(objectHref(entry({}))).toBe('/admin/blog/posts/edit/12');
    expect(objectHref(entry({ action: 'post.deleted' }))).toBeNull();
    expect(objectHref(entry({ action: 'lead.status_changed', objectType: 'lead' }))).toBe(
      '/admin/leads?lead=12',
    );
    expect(
      objectHref(entry({ action: 'theme.updated', objectType: 'settings', objectId: 'theme' })),
    ).toBe('/admin/settings/colors');
    expect(
      objectHref(entry({ action: 'export.leads', objectType: 'export', objectId: null })),
    ).toBeNull();
  });
});
