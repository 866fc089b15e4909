import type { ActivityAction, ActivityObjectType } from '#src/schemas/activity';
import type { ActivityEntry } from '#src/schemas/wire/activity';

/** Each action in words, as the table and the filter show it. */
export const actionLabels: Record<ActivityAction, string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'auth.sign_out': 'Signed out',
  'auth.password_changed': 'Changed a password',
  'auth.two_factor_enabled': 'Turned on two-step sign-in',
  'auth.two_factor_disabled': 'Turned off two-step sign-in',
  'auth.two_factor_reset': 'Reset two-step sign-in',
  'auth.two_factor_failed': 'Two-step code refused',
  'auth.session_revoked': 'Ended a session',
  'user.created': 'Created a user',
  'user.updated': 'Edited a user',
  'user.role_changed': 'Changed a role',
  'user.deleted': 'Deleted a user',
  'token.created': 'Made an API token',
  'token.revoked': 'Revoked an API token',
  'token.used_from_new_address': 'API token used from a new address',
  'post.created': 'Created a post',
  'post.updated': 'Edited a post',
  'post.published': 'Published a post',
  'post.unpublished': 'Unpublished a post',
  'post.deleted': 'Deleted a post',
  'post.restored': 'Restored a post',
  'page.created': 'Created a page',
  'page.updated': 'Edited a page',
  'page.published': 'Published a page',
  'page.unpublished': 'Unpublished a page',
  'page.deleted': 'Deleted a page',
  'page.restored': 'Restored a page',
  'content.updated': 'Changed shared content',
  'taxonomy.created': 'Created a category or tag',
  'taxonomy.updated': 'Edited a category or tag',
  'taxonomy.deleted': 'Deleted a category or tag',
  'media.uploaded': 'Uploaded an image',
  'media.updated': 'Edited an image',
  'media.deleted': 'Deleted an image',
  'settings.updated': 'Changed settings',
  'theme.updated': 'Changed the brand colours',
  'seo.updated': 'Changed SEO tags',
  'comment.approved': 'Approved a comment',
  'comment.rejected': 'Unapproved a comment',
  'comment.deleted': 'Deleted a comment',
  'lead.status_changed': 'Changed a lead’s status',
  'lead.erased': 'Erased a lead',
  'webhook.created': 'Added a webhook',
  'redirect.created': 'Added a redirect',
  'redirect.deleted': 'Removed a redirect',
  'redirect.imported': 'Imported redirects',
  'content.imported': 'Imported content',
  'webhook.updated': 'Changed a webhook',
  'webhook.deleted': 'Deleted a webhook',
  'webhook.resent': 'Resent a webhook delivery',
  'export.leads': 'Exported leads',
  'export.analytics': 'Exported analytics',
  'export.activity': 'Exported the activity log',
  'export.content': 'Exported the site’s content',
};

export const objectTypeLabels: Record<ActivityObjectType, string> = {
  user: 'User',
  token: 'API token',
  post: 'Post',
  page: 'Page',
  content: 'Shared content',
  taxonomy: 'Category or tag',
  media: 'Image',
  settings: 'Settings',
  comment: 'Comment',
  lead: 'Lead',
  webhook: 'Webhook',
  redirect: 'Redirect',
  export: 'Export',
};

const settingsScreens: Record<string, string> = {
  site: '/admin/settings',
  theme: '/admin/settings/colors',
  notifications: '/admin/settings/notifications',
  seo: '/admin/content/seo',
};

/** Where the object of an entry can be seen, when a screen shows it and it still exists. */
export function objectHref(entry: ActivityEntry): string | null {
  const id = entry.objectId;
  if (!entry.objectType || /\.(deleted|erased)$/.test(entry.action)) return null;
  switch (entry.objectType) {
    case 'user':
    case 'token':
      return '/admin/users';
    case 'post':
      return id ? `/admin/blog/posts/edit/${id}` : null;
    case 'page':
      return id ? `/admin/content/pages/${id}` : '/admin/content/pages';
    case 'content':
      return id === 'navigation' ? '/admin/content/navigation' : null;
    case 'taxonomy':
      return '/admin/content/taxonomy';
    case 'media':
      return '/admin/content/media';
    case 'settings':
      return (id && settingsScreens[id]) ?? null;
    case 'comment':
      return '/admin/content/blog/manager';
    case 'lead':
      return id ? `/admin/leads?lead=${id}` : null;
    case 'webhook':
      return '/admin/webhooks';
    case 'redirect':
      return '/admin/content/redirects';
    default:
      return null;
  }
}

/** `fullName` → "full name", `post.published` stays as it is. */
const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length ? value.map(shown).join(', ') : '(none)';
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${words(key)} ${shown(inner)}`)
      .join(', ');
  }
  return String(value);
}

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value;

/** The summary as lines a person reads: "role: author → editor", "changed: full name". */
export function summaryLines(summary: ActivityEntry['summary']): string[] {
  if (!summary) return [];
  return Object.entries(summary).map(([key, value]) => {
    if (isChange(value)) return `${words(key)}: ${shown(value.from)} → ${shown(value.to)}`;
    if (key === 'changed' && Array.isArray(value))
      return `changed: ${value.map((name) => words(String(name))).join(', ')}`;
    if (key === 'filter' && typeof value === 'object' && value !== null)
      return Object.keys(value).length ? `filter: ${shown(value)}` : 'filter: none (everything)';
    return `${words(key)}: ${shown(value)}`;
  });
}
