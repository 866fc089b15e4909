import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#src/app';
import { signInAllowances } from '#src/auth/sign-in-throttle';
import { User } from '#src/models/user';
import { issueSetupToken } from '#src/services/setup-service';
import { createPost } from '../factories/content';
import { createUser, type CreatedUser } from '../factories/users';
import { addressSequence } from '../helpers/client-addresses';
import { testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/*
 * The public forms posted without scripts (src/page-forms.ts): form-encoded bodies to the page
 * they are on, through the API's own guards, schemas and limits. This app serves the API
 * without pages, so a refusal is answered with the app's error page and its status; the page
 * shown again with the reasons is covered by the browser tests (forms-without-js.spec.ts).
 */

const host = 'www.example.test';
const origin = `http://${host}`;
let database: TestDatabase;
let app: Express;
let reader: CreatedUser;
/** Every line the app logged, as written. */
const logged: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(line) });
  const config = testConfig({ TRUST_PROXY: '1' });
  app = await createApp({ config, db: database.db, logger, pages: 'none' });
  reader = await createUser({ role: 'user' });
});
afterAll(() => database.destroy());

/** A client address no other test uses, so no test spends another's allowance. */
const freshIp = addressSequence('198.18');

/** A form posted from the site's own page at `path`, as a browser without scripts sends it. */
function postForm(
  path: string,
  fields: Record<string, string>,
  {
    agent = request(app),
    ip = freshIp(),
  }: { agent?: ReturnType<typeof request>; ip?: string } = {},
) {
  return agent
    .post(path)
    .set('Host', host)
    .set('Origin', origin)
    .set('X-Forwarded-For', ip)
    .type('form')
    .send(fields)
    .ok(() => true);
}

const leadsNamed = (name: string) => database.db('leads').where({ name });

describe('signing in without scripts', () => {
  it('signs in and goes where the page script goes: /blog/login to /admin, /auth a reader home', async () => {
    const fromBlog = request.agent(app);
    const credentials = { intent: 'sign-in', username: reader.username, password: reader.password };
    const blog = await postForm('/blog/login', credentials, { agent: fromBlog });
    expect(blog.status).toBe(303);
    expect(blog.headers.location).toBe('/admin');
    await fromBlog.get('/api/auth/me').expect(200);

    const fromAuth = request.agent(app);
    const auth = await postForm('/auth', credentials, { agent: fromAuth });
    expect(auth.status).toBe(303);
    expect(auth.headers.location).toBe('/');
    await fromAuth.get('/api/auth/me').expect(200);
  });

  it('refuses a wrong password as the API does, signs nobody in and never echoes the password', async () => {
    const agent = request.agent(app);
    const fields = { intent: 'sign-in', username: reader.username, password: 'wrong-Pa55word' };
    const refused = await postForm('/blog/login', fields, { agent });
    expect(refused.status).toBe(401);
    expect(refused.text).not.toContain('wrong-Pa55word');
    await agent.get('/api/auth/me').expect(401);
    // /auth checks what its page's script checks: the lengths.
    const short = await postForm('/auth', { intent: 'sign-in', username: 'ab', password: '12' });
    expect(short.status).toBe(400);
  });

  it('holds the sign-in limits against a burst of wrong passwords', async () => {
    const ip = freshIp();
    const fields = { intent: 'sign-in', username: reader.username, password: 'not-it-at-all' };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => postForm('/blog/login', fields, { ip })),
    );
    const checked = answers.filter((answer) => answer.status === 401);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(checked.length).toBeLessThanOrEqual(signInAllowances.addressAndAccount);
    expect(checked.length + refused.length).toBe(30);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('registering without scripts', () => {
  it('creates the account, signs it in and goes to /blog/login, which says so', async () => {
    const username = `form_reader_${Date.now().toString(36)}`;
    const agent = request.agent(app);
    const answer = await postForm(
      '/blog/register',
      { intent: 'register', username, email: `${username}@example.test`, password: 'a-password' },
      { agent },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/blog/login');
    expect(await User.query().findOne({ username })).toMatchObject({ role: 'user' });
    await agent.get('/api/auth/me').expect(200);
  });

  it('refuses what the API refuses and stores nothing', async () => {
    const fields = { intent: 'register', username: 'a b', email: 'nope', password: 'hunter22' };
    const refused = await postForm('/blog/register', fields);
    expect(refused.status).toBe(400);
    expect(refused.text).not.toContain('hunter22');
    expect(await User.query().findOne({ email: 'nope' })).toBeUndefined();
  });
});

describe('the lead forms without scripts', () => {
  const lead = (name: string, extra: Record<string, string> = {}) => ({
    intent: 'lead',
    kind: 'booking',
    name,
    email: 'pat@example.test',
    phone: '(555) 010-0199',
    message: 'Call me on Monday.',
    ...extra,
  });

  it('stores the lead with its page, the campaign of the page’s address, and comes back to the page', async () => {
    const name = `Form Lead ${Date.now().toString(36)}`;
    const answer = await postForm('/landing', lead(name)).set(
      'Referer',
      `${origin}/landing?utm_source=Newsletter&utm_campaign=spring&gclid=abc`,
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/landing');
    const [stored] = await leadsNamed(name);
    expect(stored).toMatchObject({
      kind: 'booking',
      status: 'new',
      phone: '(555) 010-0199',
      sourcePath: '/landing',
      landingPath: '/landing',
      source: 'newsletter',
      utmCampaign: 'spring',
      hasGclid: true,
    });
  });

  it('labels the lead with the form’s campaign when the visit names none', async () => {
    const name = `Campaign Lead ${Date.now().toString(36)}`;
    expect((await postForm('/spring-offer', lead(name, { campaign: 'Spring offer' }))).status).toBe(
      303,
    );
    const [stored] = await leadsNamed(name);
    expect(stored).toMatchObject({ utmCampaign: 'Spring offer', landingPath: '/spring-offer' });
    const tooLong = await postForm(
      '/spring-offer',
      lead(`${name} 2`, { campaign: 'x'.repeat(101) }),
    );
    expect(tooLong.status).toBe(400);
  });

  it('keeps a lead whose hidden field is filled as spam, and thanks the bot all the same', async () => {
    const name = `Bot Lead ${Date.now().toString(36)}`;
    const answer = await postForm('/contact', lead(name, { website: 'http://spam.example' }));
    expect(answer.status).toBe(303);
    const [stored] = await leadsNamed(name);
    expect(stored).toMatchObject({ status: 'spam', spamReason: 'honeypot' });
  });

  it('refuses an invalid lead and stores nothing', async () => {
    const name = `Invalid Lead ${Date.now().toString(36)}`;
    const answer = await postForm('/contact', lead(name, { email: 'not-an-email' }));
    expect(answer.status).toBe(400);
    expect(await leadsNamed(name)).toEqual([]);
  });

  it('holds the 20-an-hour limit of an address against 25 leads at once', async () => {
    const ip = freshIp();
    const name = `Burst Lead ${Date.now().toString(36)}`;
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => postForm('/contact', lead(name), { ip })),
    );
    expect(answers.filter((answer) => answer.status === 303)).toHaveLength(20);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(5);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await leadsNamed(name)).toHaveLength(20);
  });
});

describe('comments without scripts', () => {
  it('posts a signed-in reader’s comment for moderation and comes back to the post', async () => {
    const post = await createPost({ authorId: reader.id, slug: `form-post-${Date.now()}` });
    const agent = request.agent(app);
    await postForm(
      '/blog/login',
      { intent: 'sign-in', username: reader.username, password: reader.password },
      { agent },
    );
    const page = `/blog/post/${post.slug}`;
    const fields = { intent: 'comment', postId: String(post.id), content: 'Sent without scripts' };
    const answer = await postForm(page, fields, { agent });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(page);
    const comments = await database.db('comments').where({ postId: post.id });
    expect(comments).toMatchObject([{ content: 'Sent without scripts', isApproved: false }]);

    expect((await postForm(page, { ...fields, content: ' ' }, { agent })).status).toBe(400);
    // Signed out, the API's guard refuses it.
    expect((await postForm(page, fields)).status).toBe(401);
    expect(await database.db('comments').where({ postId: post.id })).toHaveLength(1);
  });
});

describe('the first admin without scripts', () => {
  it('checks the password typed twice, then creates the admin from the link and goes to /admin', async () => {
    const issued = await issueSetupToken();
    const page = `/setup?token=${issued!.token}`;
    const account = {
      intent: 'setup',
      username: 'form_owner',
      email: 'form-owner@example.test',
      password: 'a-long-unusual-passphrase',
    };
    const differ = await postForm(page, { ...account, confirmPassword: 'something-else-entirely' });
    expect(differ.status).toBe(400);
    expect(await User.query().findOne({ username: 'form_owner' })).toBeUndefined();

    const agent = request.agent(app);
    const answer = await postForm(
      page,
      { ...account, confirmPassword: account.password },
      { agent },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/admin');
    await agent.get('/api/auth/me').expect(200, /"role":"admin"/);
  });
});

describe('what every form post must pass first', () => {
  const fields = { intent: 'sign-in', username: 'reader', password: 'whatever-1' };

  it('refuses a post from another site before reading it', async () => {
    const name = `Cross Site ${Date.now().toString(36)}`;
    const lead = { intent: 'lead', name, email: 'x@example.test' };
    const foreign = await postForm('/contact', lead).set('Origin', 'https://evil.example');
    expect(foreign.status).toBe(403);
    const fetched = await postForm('/contact', lead).set('Sec-Fetch-Site', 'cross-site');
    expect(fetched.status).toBe(403);
    expect(await leadsNamed(name)).toEqual([]);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const name = `Huge Lead ${Date.now().toString(36)}`;
    const huge = { intent: 'lead', name, email: 'x@example.test', message: 'a'.repeat(70_000) };
    expect((await postForm('/contact', huge)).status).toBe(413);
    expect(await leadsNamed(name)).toEqual([]);
  });

  it('answers 404 to a post that names no form of its page', async () => {
    expect((await postForm('/contact', { ...fields, intent: 'nonsense' })).status).toBe(404);
    expect((await postForm('/contact', { ...fields, intent: 'register' })).status).toBe(404);
    const json = await request(app)
      .post('/blog/login')
      .set('Host', host)
      .set('Origin', origin)
      .send(fields)
      .ok(() => true);
    expect(json.status).toBe(404);
  });
});

describe('the request log', () => {
  it('records neither the values of a page address’s parameters nor any body', async () => {
    const secrets = [
      'sam-the-reader',
      'Pa55-in-the-address',
      'Pa55-in-the-body',
      'jane@home.test',
      'Pa55-in-the-api-address',
    ];
    await request(app).get(`/blog/login?username=${secrets[0]}&password=${secrets[1]}`);
    // The API's writes read bodies: a password put in the address is refused and not logged.
    await request(app)
      .post(`/api/auth/login?username=sam&password=${secrets[4]}`)
      .set('Host', host)
      .set('Origin', origin)
      .send({})
      .expect(400);
    await postForm('/blog/login', { intent: 'sign-in', username: 'sam', password: secrets[2]! });
    await postForm('/contact', { intent: 'lead', name: 'Jane', email: secrets[3]! });
    // The blog search's own parameter is what the page reads, and stays readable.
    await request(app).get('/blog?q=missed+calls&name=jane');

    const lines = logged.join('\n');
    for (const secret of secrets) expect(lines).not.toContain(secret);
    const urls = logged.map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url);
    expect(urls).toContain('/blog/login?username=[Redacted]&password=[Redacted]');
    expect(urls).toContain('/blog?q=missed%20calls&name=[Redacted]');
    expect(urls).toContain('/api/auth/login?username=[Redacted]&password=[Redacted]');
  });
});
