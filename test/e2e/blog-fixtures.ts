import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/** Seeded posts, newest first: the blog's first two pages and the start of the third. */
export const seededPosts = [
  'Open House Follow-Up: An Automated Playbook for Real Estate Agents',
  'Writing a Call Flow Your AI Receptionist Can Follow',
  'Handling Seasonal Call Spikes in HVAC, Plumbing and Roofing',
  'Case Study: A Small Law Firm Stops Losing After-Hours Inquiries',
  'How to Measure the ROI of an AI Receptionist',
  'Get Paid Faster: Automating Invoice Follow-Up for Professional Services',
  'Is Your Business Ready for AI? A Practical Checklist',
  'Responding to Every Online Review (Without Spending Your Evenings on It)',
  'Case Study: How a Property Management Firm Started Answering Every Call',
  'AI Appointment Booking Without the Double-Bookings',
  'How Home Service Businesses Can Automate Quoting Without Losing the Personal Touch',
  'Speed to Lead: Why the First Five Minutes Decide the Deal',
  "After-Hours Calls: What Callers Expect When You're Closed",
  'The Real Cost of a Missed Call (and How to Calculate Yours)',
] as const;

export async function signIn(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { username, password } });
  expect(response.status()).toBe(200);
}

async function created<T>(pending: Promise<APIResponse>) {
  const response = await pending;
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/**
 * Content made through the API as the sample admin, with names no seeded row has. Posts are
 * dated 2020, older than every seeded post, so they sort after them and leave the blog's first
 * pages as seeded.
 */
export function contentAs(request: APIRequestContext) {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    unique,
    category: (name: string) =>
      created<{ id: number; slug: string }>(
        request.post('/api/categories', {
          data: { name: `${name} ${unique}`, slug: `${slugOf(name)}-${unique}`, description: '' },
        }),
      ),
    tag: (name: string) =>
      created<{ id: number; slug: string }>(
        request.post('/api/tags', {
          data: { name: `${name} ${unique}`, slug: `${slugOf(name)}-${unique}`, description: '' },
        }),
      ),
    post: (data: { title: string; categoryIds?: number[]; tagIds?: number[] }) =>
      created<{ id: number; slug: string; title: string }>(
        request.post('/api/posts', {
          data: {
            excerpt: 'A fixture post for the blog tests.',
            content: '<p>Fixture body.</p>',
            status: 'published',
            publishedAt: '2020-01-15T12:00:00Z',
            categoryIds: [],
            tagIds: [],
            ...data,
            slug: `${slugOf(data.title)}-${unique}`,
          },
        }),
      ),
    /** A page at `/<slug>` of one rich text block under its title, as a page staff write. */
    page: async ({
      slug,
      content,
      ...data
    }: {
      title: string;
      slug: string;
      content: string;
      status: 'draft' | 'published';
    }) => {
      const body = { id: 'body', type: 'richText', data: { heading: data.title, html: content } };
      const page = await created<{ id: number; path: string }>(
        request.post('/api/pages', { data: { ...data, path: `/${slug}`, blocks: [body] } }),
      );
      return { id: page.id, slug: page.path.slice(1) };
    },
  };
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
