import { sampleAccounts } from '../../seeds/01_users';

/**
 * The writes DESIGN.md §7 measures reads under: an editor's draft saved every 2 s (an autosave)
 * and a reader's comment every 5 s, through the API as the browser sends them. Several readers
 * take turns, so the comment limits (10 per account in 10 minutes) never refuse one.
 */
export interface WriteLoad {
  stop(): Promise<WriteCounts>;
}

export interface WriteCounts {
  draftSaves: number;
  comments: number;
  /** Writes answered with anything but success: each one is a write the load did not make. */
  failures: string[];
}

const readerCount = 6;

async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`${username} could not sign in: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function client(baseUrl: string, cookie: string) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 120)}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
}

/** Signs the writers in, makes the draft and the readers, then starts writing until `stop`. */
export async function startWriteLoad(baseUrl: string, postId: number): Promise<WriteLoad> {
  const account = (role: string) => sampleAccounts.find((sample) => sample.role === role)!;
  const admin = client(baseUrl, await signIn(baseUrl, 'admin', account('admin').password));
  const editor = client(baseUrl, await signIn(baseUrl, 'editor', account('editor').password));
  const run = Date.now().toString(36);
  const readers: Array<ReturnType<typeof client>> = [];
  for (let index = 0; index < readerCount; index++) {
    const username = `bench-reader-${run}-${index}`;
    const password = `bench-reader-password-${run}`;
    await admin('POST', '/api/users', {
      username,
      email: `${username}@example.test`,
      password,
      role: 'user',
    });
    readers.push(client(baseUrl, await signIn(baseUrl, username, password)));
  }
  const draft = await editor('POST', '/api/posts', {
    title: `Bench draft ${run}`,
    status: 'draft',
  });

  const counts: WriteCounts = { draftSaves: 0, comments: 0, failures: [] };
  const inFlight = new Set<Promise<unknown>>();
  const track = (write: Promise<unknown>, done: () => void) => {
    const tracked = write.then(done, (error: Error) => counts.failures.push(error.message));
    inFlight.add(tracked);
    void tracked.finally(() => inFlight.delete(tracked));
  };
  const save = setInterval(() => {
    const body = {
      title: `Bench draft ${run}`,
      status: 'draft',
      content: `<p>Autosaved at ${new Date().toISOString()}</p>`,
    };
    track(editor('PUT', `/api/posts/${String(draft.id)}`, body), () => counts.draftSaves++);
  }, 2_000);
  let turn = 0;
  const comment = setInterval(() => {
    const reader = readers[turn++ % readers.length]!;
    const body = { postId, content: `A question from the bench, ${new Date().toISOString()}` };
    track(reader('POST', '/api/comments', body), () => counts.comments++);
  }, 5_000);

  return {
    async stop() {
      clearInterval(save);
      clearInterval(comment);
      await Promise.all(inFlight);
      await editor('DELETE', `/api/posts/${String(draft.id)}`);
      return counts;
    },
  };
}
