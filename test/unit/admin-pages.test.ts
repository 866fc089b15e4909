import { describe, expect, it } from 'vitest';
import {
  adminAccess,
  adminPageAt,
  adminPages,
  rolesAllowedOnPage,
  type AdminPage,
} from '#src/auth/admin-pages';
import { capabilities } from '#src/auth/permissions';
import { roles } from '#src/auth/roles';
import { isAdminAddress, movedAddressOf, permanentRedirects } from '#src/redirects';
import { navigationFor } from '#views/components/admin/admin-nav';

const rolesAt = (pathname: string) => {
  const page = adminPageAt(pathname);
  return page ? rolesAllowedOnPage(page) : null;
};

describe('the admin page registry', () => {
  it('leaves public pages out', () => {
    expect(rolesAt('/')).toBeNull();
    expect(rolesAt('/blog')).toBeNull();
    expect(rolesAt('/administrator')).toBeNull();
  });

  it('follows the role table of the spec', () => {
    expect(rolesAt('/admin/users')).toEqual(['admin']);
    expect(rolesAt('/admin/settings/colors')).toEqual(['admin']);
    expect(rolesAt('/admin/webhooks')).toEqual(['admin']);
    expect(rolesAt('/admin/jobs')).toEqual(['admin']);
    expect(rolesAt('/admin/emails')).toEqual(['admin']);
    expect(rolesAt('/admin/settings/notifications')).toEqual(['admin']);
    expect(rolesAt('/admin/leads')).toEqual(['admin', 'editor']);
    expect(rolesAt('/admin')).toEqual(['admin', 'editor']);
    expect(rolesAt('/admin/blog/categories/edit/12')).toEqual(['admin', 'editor']);
    expect(rolesAt('/admin/blog')).toEqual(['admin', 'editor', 'author']);
    expect(rolesAt('/admin/leads')).toEqual(['admin', 'editor']);
    expect(rolesAt('/admin/blog/posts/edit/7/')).toEqual(['admin', 'editor', 'author']);
    expect(rolesAt('/admin/content/posts/new')).toEqual(['admin', 'editor']);
    expect(rolesAt('/admin/content/blog/new')).toEqual(['admin', 'editor', 'author']);
    expect(rolesAt('/admin/test-post')).toEqual(['admin', 'editor']);
    expect(rolesAt('/admin/content/redirects')).toEqual(['admin', 'editor']);
    expect(rolesAt('/admin/content/import')).toEqual(['admin']);
  });

  it('names a known capability on every page, and every path once', () => {
    for (const page of adminPages) expect(capabilities, page.path).toHaveProperty(page.capability);
    const paths = adminPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('refuses a page without a capability when type-checked', () => {
    // @ts-expect-error: `capability` is required.
    const page: AdminPage = { path: '/admin/somewhere' };
    expect(page.path).toBe('/admin/somewhere');
  });

  it('marks as moved exactly the /admin addresses of the redirect table, each moved to a screen', () => {
    const movedInRegistry = adminPages.filter((page) => 'moved' in page).map((page) => page.path);
    const movedInTable = Object.keys(permanentRedirects)
      .filter(isAdminAddress)
      .map((from) => from.replaceAll('@', ':'));
    expect(movedInRegistry.sort()).toEqual(movedInTable.sort());
    for (const [from, to] of Object.entries(permanentRedirects).filter(([from]) =>
      isAdminAddress(from),
    )) {
      const screen = adminPageAt(to.replaceAll('@id', '7'));
      expect(screen && !('moved' in screen), `${from} → ${to}`).toBe(true);
      expect(movedAddressOf(to.replaceAll('@id', '7')), to).toBeNull();
    }
  });
});

describe('adminAccess', () => {
  it('answers for addresses with an id, whatever the id looks like', () => {
    expect(adminAccess('author', '/admin/blog/posts/edit/7')).toEqual({ kind: 'open' });
    expect(adminAccess('author', '/admin/content/posts/edit/7')).toEqual({
      kind: 'denied',
      allowed: ['admin', 'editor'],
    });
    expect(adminAccess('user', '/admin/blog/tags/edit/3')).toEqual({
      kind: 'denied',
      allowed: ['admin', 'editor'],
    });
    // The editor it moves to answers "Post not found" for an id that is no number.
    expect(adminAccess('admin', '/admin/content/blog/posts/edit/not-a-number')).toEqual({
      kind: 'open',
    });
    expect(adminAccess('editor', '/admin/blog/posts/edit/')).toEqual({ kind: 'missing' });
  });

  it('opens no address the registry does not name, to any role', () => {
    for (const role of roles) {
      for (const pathname of [
        '/admin/nowhere',
        '/admin/blog/posts',
        '/admin/blog/posts/edit/7/extra',
        '/admin/content',
        '/admin/users/1',
      ]) {
        expect(adminAccess(role, pathname), `${pathname} as ${role}`).toEqual({ kind: 'missing' });
      }
    }
  });
});

describe('navigationFor', () => {
  const labelsFor = (role: (typeof roles)[number]) =>
    navigationFor(role).map((group) => [
      group.heading,
      group.links.map((link) => [link.href, link.label]),
    ]);
  const overview = [
    ['/admin', 'Dashboard'],
    ['/admin/tasks', 'Tasks'],
    ['/admin/leads', 'Leads'],
    ['/admin/analytics', 'Analytics'],
  ];
  const blog = [
    ['/admin/blog', 'Posts, categories and tags'],
    ['/admin/content/blog/manager', 'Posts and comments'],
    ['/admin/content/taxonomy', 'Taxonomy'],
    ['/admin/content/blog/ai-assistant', 'Writing assistant'],
    ['/admin/test-post', 'Preview sandbox'],
  ];
  const site = [
    ['/admin/content/pages', 'Pages'],
    ['/admin/content/navigation', 'Navigation'],
    ['/admin/content/media', 'Media'],
    ['/admin/content/seo', 'SEO'],
    ['/admin/content/redirects', 'Redirects'],
  ];
  const administration = [
    ['/admin/users', 'Users'],
    ['/admin/settings', 'Settings'],
    ['/admin/settings/colors', 'Brand colours'],
    ['/admin/settings/notifications', 'Notifications'],
    ['/admin/emails', 'Outbox'],
    ['/admin/jobs', 'Background jobs'],
    ['/admin/webhooks', 'Webhooks'],
    ['/admin/activity', 'Activity log'],
    ['/admin/content/import', 'Import and export'],
  ];

  const integrations = ['Integrations', [['/admin/api', 'API reference']]];

  it('shows each role the links its role allows', () => {
    expect(labelsFor('admin')).toEqual([
      ['Overview', overview],
      ['Blog', blog],
      ['Site', site],
      ['Administration', administration],
      integrations,
    ]);
    expect(labelsFor('editor')).toEqual([
      ['Overview', overview],
      ['Blog', blog],
      ['Site', site],
      integrations,
    ]);
    expect(labelsFor('author')).toEqual([
      ['Overview', [['/admin/tasks', 'Tasks']]],
      [
        'Blog',
        [
          ['/admin/blog', 'Posts, categories and tags'],
          ['/admin/content/blog/ai-assistant', 'Writing assistant'],
        ],
      ],
      integrations,
    ]);
    expect(labelsFor('user')).toEqual([]);
  });
});
