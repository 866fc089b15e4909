/**
 * Every admin query key, in one place, so a change can invalidate what it affects:
 * `adminKeys.posts.all` covers every posts list and post; `adminKeys.posts.list(params)` one list.
 */
type Params = Record<string, string | number | boolean | null | undefined>;

function resource<Name extends string>(name: Name) {
  const all = ['admin', name] as const;
  return {
    all,
    list: (params: Params = {}) => [...all, 'list', params] as const,
    detail: (id: number | string) => [...all, 'detail', id] as const,
  };
}

const webhooks = resource('webhooks');

export const adminKeys = {
  all: ['admin'] as const,
  overview: resource('overview'),
  users: resource('users'),
  /** Everyone's API tokens (the users screen). */
  apiTokens: resource('apiTokens'),
  tasks: resource('tasks'),
  assignees: resource('assignees'),
  leads: resource('leads'),
  imports: resource('imports'),
  analytics: resource('analytics'),
  jobs: resource('jobs'),
  emails: resource('emails'),
  notifications: resource('notifications'),
  settings: resource('settings'),
  theme: resource('theme'),
  posts: resource('posts'),
  /** Revisions of posts and pages: `list({ subject, id })`, `detail('post:12:345')`. */
  revisions: resource('revisions'),
  comments: resource('comments'),
  categories: resource('categories'),
  tags: resource('tags'),
  media: resource('media'),
  pages: resource('pages'),
  navigation: resource('navigation'),
  /** Content several pages show (the pricing plans): `detail('pricing')`. */
  sharedContent: resource('sharedContent'),
  seo: resource('seo'),
  webhooks: {
    ...webhooks,
    /** An endpoint's delivery log, every page of it (`params` omitted) or one. */
    deliveries: (endpointId: number, params?: Params) =>
      [...webhooks.detail(endpointId), 'deliveries', ...(params ? [params] : [])] as const,
    /** One delivery with its attempts. */
    delivery: (endpointId: number, deliveryId: number) =>
      [...webhooks.detail(endpointId), 'delivery', deliveryId] as const,
  },
  redirects: resource('redirects'),
  activity: resource('activity'),
  activityPeople: resource('activityPeople'),
};
