/** A page the budgets name, and whether this build has it. */
export interface BenchPage {
  label: string;
  path: string;
  exists: boolean;
}

async function answers200(baseUrl: string, path: string): Promise<boolean> {
  const response = await fetch(new URL(path, baseUrl), { redirect: 'manual' });
  await response.arrayBuffer();
  return response.status === 200;
}

/** The newest published post's page, as the blog links it. */
async function postPath(baseUrl: string): Promise<string | null> {
  const response = await fetch(new URL('/api/posts?limit=1', baseUrl));
  if (!response.ok) return null;
  const { posts } = (await response.json()) as { posts?: Array<{ slug: string }> };
  return posts?.[0] ? `/blog/post/${posts[0].slug}` : null;
}

/** The pages DESIGN.md §7 budgets, each marked as present or not in the running build. */
export async function findBenchPages(baseUrl: string) {
  const post = await postPath(baseUrl);
  const page = async (label: string, path: string | null): Promise<BenchPage> => ({
    label,
    path: path ?? '(no published post)',
    exists: path !== null && (await answers200(baseUrl, path)),
  });
  return {
    home: await page('home', '/'),
    landing: await page('landing', '/landing'),
    solution: await page('solution', '/solutions/ai-voice-receptionists'),
    blog: await page('blog', '/blog'),
    post: await page('post', post),
  };
}

/** The id of the post `page` shows, for writes aimed at it. */
export async function postIdOf(baseUrl: string, page: BenchPage): Promise<number> {
  const slug = page.path.split('/').at(-1)!;
  const response = await fetch(new URL(`/api/posts/by-slug/${slug}`, baseUrl));
  if (!response.ok) throw new Error(`no post at ${page.path}: ${response.status}`);
  return ((await response.json()) as { id: number }).id;
}
