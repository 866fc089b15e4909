import { describe, expect, it } from 'vitest';
import { rolesAllowedOn } from '../../src/auth/permissions';

describe('rolesAllowedOn', () => {
  it('leaves public pages open', () => {
    expect(rolesAllowedOn('/')).toBeNull();
    expect(rolesAllowedOn('/blog')).toBeNull();
    expect(rolesAllowedOn('/administrator')).toBeNull();
  });

  it('follows the role table of the spec', () => {
    expect(rolesAllowedOn('/admin/users')).toEqual(['admin']);
    expect(rolesAllowedOn('/admin/settings/colors')).toEqual(['admin']);
    expect(rolesAllowedOn('/admin')).toEqual(['admin', 'editor']);
    expect(rolesAllowedOn('/admin/blog/categories/edit/12')).toEqual(['admin', 'editor']);
    expect(rolesAllowedOn('/admin/blog')).toEqual(['admin', 'editor', 'author']);
    expect(rolesAllowedOn('/admin/leads')).toEqual(['admin', 'editor']);
    expect(rolesAllowedOn('/admin/blog/posts/edit/7/')).toEqual(['admin', 'editor', 'author']);
  });

  it('matches ids only when they are numbers', () => {
    expect(rolesAllowedOn('/admin/blog/posts/edit/abc')).toBeNull();
  });
});
