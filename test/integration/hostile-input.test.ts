import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { Express } from 'express';
import fc from 'fast-check';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Media, Task } from '#src/models/site-content';
import {
  createCategory,
  createComment,
  createPost,
  createSitePage,
  createTag,
} from '../factories/content';
import { createUser, type CreatedUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { contentTables as tables, fingerprint } from '../helpers/db-fingerprint';

/**
 * Property-based hostile input: generated JSON bodies, query strings, path ids and malformed raw
 * bodies, sent as an admin (so validation, not permissions, answers) and anonymously. Whatever
 * arrives, the API must answer below 500, with a JSON `message` on errors, without internals, and
 * a refused request must leave every content table exactly as it was.
 */

type Actor = 'admin' | 'anonymous';
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface Probe {
  actor: Actor;
  method: Method;
  path: string;
  /** Sent as `application/json` (JSON.stringify'd). */
  json?: unknown;
  /** Sent exactly as given, with these headers. */
  raw?: { body: string | Buffer; headers: Record<string, string> };
  /** Sent as a multipart upload. */
  upload?: { field: string; file: Buffer; name: string; fields?: Record<string, string> };
  /** Extra assertions on an accepted (2xx) answer, e.g. against mass assignment. */
  verify?: (body: Record<string, unknown>) => void;
}

let database: TestDatabase;
let app: Express;
let admin: CreatedUser;
let adminAgent: request.Agent;
let reader: CreatedUser;
let staff: CreatedUser;
const fixture = {
  postId: 0,
  categoryId: 0,
  tagId: 0,
  commentId: 0,
  pageId: 0,
  taskId: 0,
  mediaId: 0,
};
let png: Buffer;
let sent = 0;
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  [admin, reader, staff] = await Promise.all([
    createUser({ role: 'admin' }),
    createUser({ role: 'user' }),
    createUser({ role: 'author' }),
  ]);
  adminAgent = await signedInAgent(app, admin);
  const [category, tag] = await Promise.all([createCategory(), createTag()]);
  const post = await createPost({
    authorId: admin.id,
    categoryIds: [category.id],
    tagIds: [tag.id],
  });
  const comment = await createComment({ postId: post.id, authorId: reader.id });
  const page = await createSitePage({ path: '/about', title: 'About' });
  const task = await Task.query().insertAndFetch({
    title: 'Fixture task',
    description: '',
    status: 'todo',
    createdBy: admin.id,
    assigneeId: staff.id,
  });
  const media = await Media.query().insertAndFetch({
    fileName: `${randomUUID()}.png`,
    originalName: 'pixel.png',
    mime: 'image/png',
    size: 70,
    width: 8,
    height: 8,
    alt: '',
    uploadedBy: admin.id,
  });
  Object.assign(fixture, {
    postId: post.id,
    categoryId: category.id,
    tagId: tag.id,
    commentId: comment.id,
    pageId: page.id,
    taskId: task.id,
    mediaId: media.id,
  });
  png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  baseline = await snapshot();
});
afterAll(() => database.destroy());

// ---------------------------------------------------------------------------------------------
// The database snapshot: row counts of every content table plus a checksum of their rows.

const snapshot = () => fingerprint(database.db);
let baseline: Record<string, string>;

// ---------------------------------------------------------------------------------------------
// Sending one request and checking its answer.

/** Stack frames, file paths and SQL or driver wording: none may reach a client. */
const leaks = [
  /\bat [\w$.<>[\] ]+ \(/,
  /^\s*at /m,
  /node_modules/,
  /\.[tj]s:\d/,
  /\bSELECT\b/,
  /knex/i,
  /\b(insert into|delete from|update "|select .* from|returning \*)/i,
  /violates|duplicate key|syntax error|relation "|column "|invalid input syntax|unicode escape|pg_|sqlstate/i,
  /\bstack\b|Error:/,
];

function describeProbe(probe: Probe): string {
  const body =
    probe.json !== undefined
      ? JSON.stringify(probe.json)
      : probe.raw
        ? `${JSON.stringify(probe.raw.headers)} ${String(probe.raw.body)}`
        : probe.upload
          ? `multipart ${probe.upload.field}=${probe.upload.name} ${JSON.stringify(probe.upload.fields ?? {})}`
          : '';
  const shown = body && body.length > 400 ? `${body.slice(0, 400)}… (${body.length} chars)` : body;
  return `${probe.actor} ${probe.method.toUpperCase()} ${probe.path} ${shown ?? ''}`.trim();
}

/** Expands the long-string tokens (see `huge`) in every string value of a JSON body. */
const toJson = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'string' ? expand(inner) : inner,
  ) ?? 'null';

function send(probe: Probe) {
  const client = probe.actor === 'admin' ? adminAgent : request(app);
  const pending = client[probe.method](probe.path);
  if (probe.json !== undefined) {
    return pending.set('Content-Type', 'application/json').send(toJson(probe.json));
  }
  if (probe.raw) {
    for (const [name, value] of Object.entries(probe.raw.headers)) pending.set(name, value);
    const body = probe.raw.body;
    return pending.send(typeof body === 'string' ? expand(body) : body);
  }
  if (probe.upload) {
    for (const [name, value] of Object.entries(probe.upload.fields ?? {}))
      pending.field(name, expand(value));
    return pending.attach(probe.upload.field, probe.upload.file, probe.upload.name);
  }
  return pending;
}

/** Every rule a response breaks; empty when it is a proper answer. */
function breaches(
  probe: Probe,
  response: request.Response,
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  const found: string[] = [];
  if (response.status >= 500) found.push(`status ${response.status}`);
  const prototype = Object.getOwnPropertyNames(Object.prototype).sort();
  if (prototype.join() !== prototypeKeys.join())
    found.push(`Object.prototype polluted: ${prototype}`);
  if (response.status < 400) {
    try {
      probe.verify?.(response.body as Record<string, unknown>);
    } catch (error) {
      found.push(String(error));
    }
    return found;
  }
  if (!/^application\/json/.test(response.headers['content-type'] ?? '')) {
    found.push(`not JSON: ${response.headers['content-type']}`);
  }
  const body = (response.body ?? {}) as { message?: unknown; errors?: unknown };
  if (typeof body.message !== 'string') found.push('no string message');
  const extra = Object.keys(body).filter((key) => key !== 'message' && key !== 'errors');
  if (extra.length) found.push(`unexpected keys ${extra.join()}`);
  // The 404 for an unknown endpoint repeats the path it was asked for; that is not a leak.
  const message = String(body.message).replace(/^No API endpoint [A-Z]+ .*$/s, 'No API endpoint');
  const texts = [message, ...Object.values((body.errors ?? {}) as Record<string, unknown>)];
  for (const text of texts) {
    if (typeof text !== 'string') found.push(`non-string error ${JSON.stringify(text)}`);
    const leak = leaks.find((pattern) => pattern.test(String(text)));
    if (leak) found.push(`leaks internals (${leak}): ${String(text).slice(0, 200)}`);
  }
  const changed = tables.filter((name) => before[name] !== after[name]);
  if (changed.length) found.push(`refused, yet changed ${changed.join(', ')}`);
  return found;
}

/** Sends one hostile request and checks every rule; throws (for fast-check) on any breach. */
async function probe(probe: Probe): Promise<number> {
  const limited = probe.method !== 'get' && /^\/api\/(auth|leads)/.test(probe.path);
  // The hostile runs would use up the sign-in, registration and lead allowances in seconds;
  // clear them so validation keeps answering (a 429 would still be a fine answer).
  if (limited) await database.db('rate_limits').delete();
  sent += 1;
  const response = await send(probe);
  const after = await snapshot();
  const before = baseline;
  baseline = after;
  const found = breaches(probe, response, before, after);
  if (found.length) {
    const answer = `${response.status} ${response.text?.slice(0, 300) ?? ''}`;
    throw new Error(`${describeProbe(probe)}\n  → ${answer}\n  ✗ ${found.join('\n  ✗ ')}`);
  }
  return response.status;
}

// ---------------------------------------------------------------------------------------------
// Hostile values.

const fragments = [
  "'; drop table posts; --",
  "' OR '1'='1",
  '"; DELETE FROM users; --',
  '1; SELECT pg_sleep(10); --',
  "' UNION SELECT password_hash FROM users --",
  "admin'--",
  '$1',
  '?',
  '??',
  ':id',
  '\\',
  '\\\\',
  "\\'",
  '%',
  '_',
  '%_%',
  '%%',
  '%00',
  '..%2F',
  '../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '\ufeff',
  '\u2028\u2029',
  '😀',
  '👨‍👩‍👧‍👦',
  'ǅİß',
  'Z̷̢̛͇a̶l̵g̴o̸',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  '//evil.example/x.png',
  '',
  ' ',
  '\t\n\r ',
  'null',
  'undefined',
  'NaN',
  'true',
  '0',
  '-1',
  '1e308',
  '0x10',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '${7*7}',
  '{{7*7}}',
  '%s%s%s%n',
];
/**
 * Long strings travel through fast-check as short tokens, so counterexamples stay readable, and
 * are expanded only when the request is sent.
 */
const huge = (unit: string, times: number) => `⟦${unit}*${times}⟧`;
const expand = (value: string) =>
  value.replace(/⟦(.+?)\*(\d+)⟧/gs, (_match, unit: string, times: string) =>
    unit.repeat(Number(times)),
  );
const longStrings = [
  huge('x', 65),
  huge('x', 121),
  huge('x', 201),
  huge('x', 255),
  huge('x', 301),
  huge('x', 501),
  huge('x', 1001),
  huge('x', 5001),
  huge('x', 200_001),
  huge('😀', 60),
  huge('😀', 150),
  huge('😀', 301),
  `${huge('a', 100)}\u0000`,
];
const nasty = [
  '%',
  '_',
  '\\',
  "'",
  '"',
  '\u0000',
  ';',
  '-',
  '*',
  '/',
  '<',
  '>',
  '&',
  '$',
  ':',
  '\ud800',
  '\udc00',
  ' ',
  'a',
  '1',
  'é',
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...fragments) },
  { weight: 1, arbitrary: fc.constantFrom(...longStrings) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom(...nasty), maxLength: 16 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 8 }),
        fc.constantFrom(...fragments),
        fc.string({ maxLength: 8 }),
      )
      .map((parts) => parts.join('')),
  },
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1.5,
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53 + 2,
    1e21,
    99999999999999,
    1e308,
  ),
);
const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'role',
    'id',
    'authorId',
    'createdBy',
    'uploadedBy',
    'isApproved',
    'passwordHash',
    'password_hash',
    'toString',
    '$where',
    '',
  ),
  fc.string({ maxLength: 10 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileKey, hostileString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
);
const hostileId = fc.oneof(
  fc.constantFrom(-1, 0, 1.5, 2 ** 31, 1e21, '1', '1e3', 'abc', '', null, true, [1], { id: 1 }),
  hostileNumber,
);

type Fields = Record<string, fc.Arbitrary<unknown>>;

/** The endpoint's own keys, each usually valid, sometimes hostile or missing, plus stray keys. */
function hostileRecord(valid: Fields): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(valid).map(([key, arbitrary]) => [
      key,
      fc.oneof(
        { weight: 7, arbitrary },
        { weight: 2, arbitrary: hostileValue },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
    ]),
  );
  return fc
    .tuple(
      fc.record(fields),
      fc.option(fc.dictionary(hostileKey, hostileValue, { maxKeys: 2 }), { freq: 3 }),
    )
    .map(([record, extra]) => ({ ...(extra ?? {}), ...record }));
}

// Valid-looking values (which are often hostile anyway: SQL in a title is a fine title).
const text = (max = 40) =>
  fc.oneof(fc.string({ minLength: 1, maxLength: max }), hostileString, fc.lorem({ maxCount: 5 }));
const word = fc.stringMatching(/^[a-z][a-z0-9]{2,10}$/);
const slug = fc.oneof(
  fc.constantFrom('', null, 'about', 'Mixed-Case', 'a--b', '-a'),
  fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/),
);
const email = fc.oneof(
  fc
    .tuple(fc.stringMatching(/^[a-z0-9._%+-]{1,20}$/), fc.constantFrom('example.com', 'x.test'))
    .map(([local, domain]) => `${local}@${domain}`),
  fc.emailAddress(),
);
const isoDate = fc
  .date({
    min: new Date('0001-01-01T00:00:00Z'),
    max: new Date('9999-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString());
const dateText = fc.oneof(
  isoDate,
  fc.constantFrom(
    null,
    '2030-01-01T00:00:00+14:00',
    '2030-02-30T00:00:00Z',
    '2030-01-01',
    '0000-01-01T00:00:00Z',
    '1970-01-01T00:00:00.000000001Z',
    'tomorrow',
  ),
);
const html = fc.oneof(
  text(200),
  fc.constantFrom(
    '<p>Hello</p>',
    '<script>alert(1)</script><p>x</p>',
    '<a href="javascript:alert(1)" target="_blank">x</a>',
    '<img src=x onerror=alert(1)>',
    '<p>'.repeat(500),
    '<![CDATA[x]]><!-- -->',
  ),
);

interface Target {
  name: string;
  method: Method;
  path: () => string;
  /** Admin-only targets are also thrown at anonymously; public ones only anonymously. */
  public?: boolean;
  fields: () => Fields;
  verify?: (sent: Record<string, unknown>) => (body: Record<string, unknown>) => void;
  /** Known pitfalls, always tried (as admin) before the generated cases. */
  examples?: () => Array<Record<string, unknown>>;
}

const postFields = (): Fields => ({
  title: text(),
  slug,
  excerpt: text(),
  content: html,
  featuredImage: fc.constantFrom('', null, '/images/a.png', 'https://example.com/a.png', 'data:x'),
  status: fc.constantFrom('draft', 'published', 'scheduled', 'archived'),
  publishedAt: dateText,
  categoryIds: fc.array(fc.oneof(fc.constant(fixture.categoryId), hostileId), { maxLength: 3 }),
  tagIds: fc.array(fc.oneof(fc.constant(fixture.tagId), hostileId), { maxLength: 3 }),
});
const taxonomyFields = (): Fields => ({ name: text(), slug, description: text() });
const pageFields = (): Fields => ({
  title: text(),
  slug,
  content: html,
  status: fc.constantFrom('draft', 'published'),
  seoTitle: text(),
  seoDescription: text(),
  seoImage: fc.constantFrom('', null, '/x.png', 'http://example.com/y.png', 'javascript:alert(1)'),
});
const taskFields = (): Fields => ({
  title: text(),
  description: text(),
  status: fc.constantFrom('todo', 'in_progress', 'done'),
  assigneeId: fc.oneof(fc.constantFrom(null, admin.id, staff.id, reader.id), hostileId),
  dueAt: dateText,
});
const userFields = (): Fields => ({
  username: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_.-]{3,20}$/), fc.constant(reader.username)),
  email: fc.oneof(email, fc.constant(reader.email)),
  password: fc.string({ minLength: 6, maxLength: 40 }),
  fullName: fc.oneof(text(), fc.constant(null)),
  role: fc.constantFrom('admin', 'editor', 'author', 'user'),
});
const settingValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileString,
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);
const settingsFields = (): Fields => ({
  settings: fc.array(
    fc.oneof(
      // Mostly well-formed names, so that the values reach the database.
      { weight: 3, arbitrary: fc.record({ context: word, key: word, value: settingValue }) },
      {
        weight: 1,
        arbitrary: hostileRecord({
          context: fc.oneof(word, fc.constantFrom('site', 'theme.colors', '1bad')),
          key: fc.oneof(word, fc.constantFrom('brand-name', huge('x', 65))),
          value: settingValue,
        }),
      },
    ),
    { maxLength: 3 },
  ),
});

type Check = NonNullable<Target['verify']>;
/** Mass assignment: the server, not the body, decides who owns what it creates. */
const ownedBy =
  (key: string, expected: () => unknown): Check =>
  () =>
  (body) =>
    expect(body[key], `mass assignment of ${key}`).toBe(expected());
/** A date that was accepted must be stored as the same instant, not silently shifted. */
const keepsDate =
  (key: string): Check =>
  (sent) =>
  (body) => {
    const value = sent[key];
    if (typeof value !== 'string') return;
    expect(new Date(String(body[key])).toISOString(), `${key} stored as sent`).toBe(
      new Date(value).toISOString(),
    );
  };
const checks =
  (...all: Check[]): Check =>
  (sent) =>
  (body) => {
    for (const check of all) check(sent)(body);
  };

const postExamples = () => [
  { title: 'Scheduled', status: 'scheduled', publishedAt: '2030-01-01' },
  { title: 'Year one', status: 'published', publishedAt: '0001-01-01T00:00:00Z' },
  { title: 'Year fifty', status: 'draft', publishedAt: '0050-06-01T00:00:00+14:00' },
  {
    title: "'; drop table posts; --",
    slug: 'about',
    content: '<script>alert(1)</script>',
    categoryIds: [fixture.categoryId, fixture.categoryId],
    tagIds: [2 ** 31 - 1],
  },
  { title: 'x\u0000' },
  { title: '\ud800\udc00\ud800', excerpt: '\udfff' },
];
const taxonomyExamples = () => [
  { name: '%', slug: '_' },
  { name: '\ud800' },
  { name: huge('😀', 120), description: '\u0000' },
];
const pageExamples = () => [
  { title: 'About again', slug: 'about' },
  { title: 'x', seoImage: 'javascript:alert(1)' },
  { title: '\ud800', seoTitle: '\udc00' },
];
const taskExamples = () => [
  { title: 'Year fifty', dueAt: '0050-06-01T00:00:00Z' },
  { title: 'Year zero', dueAt: '0000-01-01T00:00:00Z' },
  { title: 'Year one, east', dueAt: '0001-01-01T00:00:00+14:00' },
  { title: 'Reader', assigneeId: reader.id },
  { title: 'Nobody', assigneeId: 2 ** 31 - 1 },
];

const targets: Target[] = [
  {
    name: 'POST /api/posts',
    method: 'post',
    path: () => '/api/posts',
    fields: postFields,
    verify: checks(
      ownedBy('authorId', () => admin.id),
      keepsDate('publishedAt'),
    ),
    examples: postExamples,
  },
  {
    name: 'PUT /api/posts/:id',
    method: 'put',
    path: () => `/api/posts/${fixture.postId}`,
    fields: postFields,
    verify: checks(
      ownedBy('authorId', () => admin.id),
      keepsDate('publishedAt'),
    ),
    examples: postExamples,
  },
  {
    name: 'POST /api/categories',
    method: 'post',
    path: () => '/api/categories',
    fields: taxonomyFields,
    examples: taxonomyExamples,
  },
  {
    name: 'PUT /api/categories/:id',
    method: 'put',
    path: () => `/api/categories/${fixture.categoryId}`,
    fields: taxonomyFields,
    examples: taxonomyExamples,
  },
  {
    name: 'POST /api/tags',
    method: 'post',
    path: () => '/api/tags',
    fields: taxonomyFields,
    examples: taxonomyExamples,
  },
  {
    name: 'PUT /api/tags/:id',
    method: 'put',
    path: () => `/api/tags/${fixture.tagId}`,
    fields: taxonomyFields,
    examples: taxonomyExamples,
  },
  {
    name: 'POST /api/comments',
    method: 'post',
    path: () => '/api/comments',
    fields: () => ({
      postId: fc.oneof(fc.constant(fixture.postId), hostileId),
      parentId: fc.oneof(fc.constantFrom(null, fixture.commentId), hostileId),
      content: text(),
    }),
    examples: () => [
      { postId: fixture.postId, parentId: fixture.commentId, content: '\ud800' },
      { postId: '1e0', content: 'x' },
      { postId: fixture.postId, parentId: 2 ** 31 - 1, content: 'x' },
      { postId: fixture.postId, content: `a${huge(' ', 6000)}` },
    ],
  },
  {
    name: 'PATCH /api/comments/:id',
    method: 'patch',
    path: () => `/api/comments/${fixture.commentId}`,
    fields: () => ({ isApproved: fc.boolean() }),
  },
  {
    name: 'POST /api/users',
    method: 'post',
    path: () => '/api/users',
    fields: userFields,
    verify: (sent) => (body) => {
      if (sent.role === undefined) expect(body.role, 'role defaults to user').toBe('user');
    },
    examples: () => [
      { username: 'probe_user', email: 'PROBE@example.com', password: 'abcdef\u0000' },
      { username: reader.username.toUpperCase(), email: 'other@example.com', password: 'abcdef' },
      { username: 'probe_two', email: reader.email.toUpperCase(), password: 'abcdef' },
    ],
  },
  {
    name: 'PUT /api/users/:id',
    method: 'put',
    path: () => `/api/users/${reader.id}`,
    fields: () => {
      const { email, fullName, role, password } = userFields();
      return { email: email!, fullName: fullName!, role: role!, password: password! };
    },
    examples: () => [
      { email: 'changed@example.com' },
      { email: admin.email.toUpperCase() },
      { fullName: '\ud800', role: 'editor' },
    ],
  },
  {
    name: 'PUT /api/settings',
    method: 'put',
    path: () => '/api/settings',
    fields: settingsFields,
    examples: () =>
      ['x\u0000', '\udc00', { '\ud800': '' }, { a: ['\u0000'] }].map((value) => ({
        settings: [{ context: 'site', key: 'probe', value }],
      })),
  },
  {
    name: 'POST /api/pages',
    method: 'post',
    path: () => '/api/pages',
    fields: pageFields,
    examples: pageExamples,
  },
  {
    name: 'PUT /api/pages/:id',
    method: 'put',
    path: () => `/api/pages/${fixture.pageId}`,
    fields: pageFields,
    examples: pageExamples,
  },
  {
    name: 'POST /api/tasks',
    method: 'post',
    path: () => '/api/tasks',
    fields: taskFields,
    verify: checks(
      ownedBy('createdBy', () => admin.id),
      keepsDate('dueAt'),
    ),
    examples: taskExamples,
  },
  {
    name: 'PUT /api/tasks/:id',
    method: 'put',
    path: () => `/api/tasks/${fixture.taskId}`,
    fields: taskFields,
    verify: checks(
      ownedBy('createdBy', () => admin.id),
      keepsDate('dueAt'),
    ),
    examples: taskExamples,
  },
  {
    name: 'PUT /api/media/:id',
    method: 'put',
    path: () => `/api/media/${fixture.mediaId}`,
    fields: () => ({ alt: text() }),
    examples: () => [{ alt: 'a\u0000' }, { alt: huge('😀', 500) }, { alt: ['x'] }],
  },
  {
    name: 'POST /api/leads',
    method: 'post',
    path: () => '/api/leads',
    public: true,
    fields: () => ({
      kind: fc.constantFrom('contact', 'booking', 'quote', 'spam'),
      name: text(),
      email,
      phone: fc.oneof(fc.constantFrom('(555) 010-0142', '+1 555 0100', ''), text()),
      message: text(),
      sourcePath: fc.oneof(fc.constantFrom('/', '/pricing'), text()),
    }),
    examples: () => [
      { name: 'x', email: 'a@b.co', phone: '\u0000' },
      { kind: 'quote', name: 'x', email: 'a@b.co', sourcePath: '\ud800' },
      { name: huge('😀', 200), email: `${huge('a', 64)}@example.com`, message: '\ud800' },
    ],
  },
  {
    name: 'POST /api/auth/register',
    method: 'post',
    path: () => '/api/auth/register',
    public: true,
    fields: () => {
      const { username, email, password, fullName } = userFields();
      return { username: username!, email: email!, password: password!, fullName: fullName! };
    },
    verify: () => (body) => expect(body.role, 'registration is always a reader').toBe('user'),
    examples: () => [
      { username: 'probe.nul', email: 'nul@example.com', password: 'abcdef\u0000' },
      { username: reader.username.toUpperCase(), email: 'x@example.com', password: 'abcdef' },
      { username: 'probe.admin', email: 'adm@example.com', password: 'abcdef', role: 'admin' },
    ],
  },
  {
    name: 'POST /api/auth/login',
    method: 'post',
    path: () => '/api/auth/login',
    public: true,
    fields: () => ({
      username: fc.oneof(fc.constant(reader.username), text(70)),
      password: fc.oneof(fc.constant(reader.password), text(70)),
    }),
    examples: () => [
      { username: 'a\u0000b', password: 'x' },
      { username: reader.username, password: '\u0000' },
      { username: `${reader.username.toUpperCase()} `, password: reader.password },
      { username: '\ud800', password: '\ud800' },
    ],
  },
];

/** Public endpoints (sign-in, sign-up, leads) go anonymously: signing in would drop the admin. */
const actorFor = (target: Target) =>
  target.public
    ? fc.constant<Actor>('anonymous')
    : fc.constantFrom<Actor>('admin', 'admin', 'admin', 'anonymous');

const run = <T>(
  arbitrary: fc.Arbitrary<T>,
  numRuns: number,
  check: (value: T) => Promise<unknown>,
  examples: T[] = [],
) =>
  fc.assert(
    fc.asyncProperty(arbitrary, async (value) => {
      await check(value);
    }),
    // No seed: every run explores new cases; a failure prints its seed and path to replay it.
    // The time limit bounds shrinking when a case is slow (a hanging request): the property then
    // fails with the smallest counterexample found so far, and an unfinished run fails too.
    {
      numRuns,
      examples: examples.map((example) => [example] as [T]),
      interruptAfterTimeLimit: 45_000,
      markInterruptAsFailure: true,
    },
  );

const byName = new Map(targets.map((target) => [target.name, target]));
/** A target and the actor to send it as; fast-check shows the endpoint's name, not its object. */
const targetAndActor = (candidates: Target[] = targets) =>
  fc
    .constantFrom(...candidates.map((target) => target.name))
    .chain((name) => fc.tuple(fc.constant(byName.get(name)!), actorFor(byName.get(name)!)));

const timeout = 120_000;

// ---------------------------------------------------------------------------------------------

describe('hostile JSON bodies', () => {
  it(
    'survives arbitrary JSON values as the body of every write endpoint',
    async () => {
      const body = fc.oneof(
        fc.anything(),
        fc.object(),
        fc.jsonValue(),
        fc.array(fc.anything({ maxDepth: 2 })),
        fc.dictionary(hostileKey, hostileValue),
      );
      await run(fc.tuple(targetAndActor(), body), 250, async ([[target, actor], json]) =>
        probe({ actor, method: target.method, path: target.path(), json }),
      );
    },
    timeout,
  );

  describe.each(targets.map((target) => [target.name, target] as const))(
    '%s with its own keys holding hostile values',
    (_name, target) => {
      it(
        'answers below 500 and changes nothing when it refuses',
        async () => {
          await run(
            fc.tuple(actorFor(target), hostileRecord(target.fields())),
            45,
            async ([actor, json]) =>
              probe({
                actor,
                method: target.method,
                path: target.path(),
                json,
                ...(target.verify ? { verify: target.verify(json) } : {}),
              }),
            (target.examples?.() ?? []).map(
              (json) => [target.public ? 'anonymous' : 'admin', json] as [Actor, typeof json],
            ),
          );
        },
        timeout,
      );
    },
  );

  it(
    'ignores prototype-pollution keys (__proto__, constructor.prototype) in every body',
    async () => {
      const payload = fc.dictionary(
        fc.constantFrom('role', 'isAdmin', 'polluted', 'authorId', 'status', 'isApproved', 'id'),
        fc.oneof(fc.constantFrom('admin', 'yes', 1, true, 'published'), hostileValue),
        { minKeys: 1, maxKeys: 3 },
      );
      const cases = targetAndActor().chain(([target, actor]) =>
        fc.tuple(
          fc.constant(target.name),
          fc.constant(actor),
          hostileRecord(target.fields()),
          payload,
          fc.constantFrom('__proto__', 'constructor', 'both', 'nested'),
        ),
      );
      await run(cases, 120, async ([name, actor, base, injected, where]) => {
        const target = byName.get(name)!;
        const inner = JSON.stringify(base).slice(1, -1);
        const proto = `"__proto__":${JSON.stringify(injected)}`;
        const ctor = `"constructor":{"prototype":${JSON.stringify(injected)}}`;
        const injection =
          where === '__proto__'
            ? proto
            : where === 'constructor'
              ? ctor
              : where === 'both'
                ? `${proto},${ctor}`
                : `"settings":[{"context":"a","key":"b","value":{${proto}}}],"categoryIds":{${proto}}`;
        const body = `{${injection}${inner ? `,${inner}` : ''}}`;
        await probe({
          actor,
          method: target.method,
          path: target.path(),
          raw: { body, headers: { 'Content-Type': 'application/json' } },
          ...(target.verify ? { verify: target.verify(base) } : {}),
        });
        const plain: Record<string, unknown> = {};
        expect(plain.role ?? plain.polluted ?? plain.isAdmin, body).toBeUndefined();
      });
    },
    timeout,
  );
});

// ---------------------------------------------------------------------------------------------

/** Percent-encodes anything, lone surrogates included (as their replacement character). */
function encode(value: string): string {
  return [...value]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%EF%BF%BD';
      }
    })
    .join('');
}
/** Leaves printable ASCII as typed (stray `%`, quotes, `&`, `=`); encodes only what HTTP forbids. */
function rawish(value: string): string {
  return [...value]
    .map((char) => (/^[\x21-\x7e]$/.test(char) && char !== '#' ? char : encode(char)))
    .join('');
}

describe('hostile query strings and path ids', () => {
  it(
    'survives hostile query strings on the list endpoints',
    async () => {
      const lists = [
        {
          path: '/api/posts',
          keys: ['limit', 'offset', 'search', 'category', 'tag', 'status', 'authorId'],
        },
        { path: '/api/comments', keys: ['postId', 'isApproved', 'limit', 'offset'] },
        { path: '/api/leads', keys: ['limit', 'offset'] },
        { path: '/api/settings', keys: ['context'] },
        { path: '/api/tasks', keys: ['status'] },
      ];
      const numberish = fc.constantFrom(
        '-1',
        '0',
        '1e3',
        '1.5',
        '99999999999999',
        'NaN',
        'Infinity',
        '0x10',
        ' 1',
        '',
        '51',
        '201',
        '1000001',
        '%ED%A0%80',
        '%C0%AF',
        '%FF',
        '%zz',
        '%',
      );
      const cases = fc.constantFrom(...lists).chain((list) =>
        fc.record({
          list: fc.constant(list),
          actor: fc.constantFrom<Actor>('admin', 'anonymous'),
          encoded: fc.boolean(),
          pairs: fc.array(
            fc.tuple(
              fc.oneof(
                { weight: 4, arbitrary: fc.constantFrom(...list.keys) },
                { weight: 1, arbitrary: hostileKey },
              ),
              fc.oneof(
                hostileString.filter((value) => expand(value).length <= 1001),
                numberish,
                fc.integer().map(String),
                fc.constantFrom('published', 'all', 'true'),
              ),
            ),
            { maxLength: 6 },
          ),
        }),
      );
      await run(cases, 250, async ({ list, actor, encoded, pairs }) => {
        const parts = pairs.map(([key, value]) =>
          encoded
            ? `${encode(key)}=${encode(expand(value))}`
            : `${rawish(key)}=${rawish(expand(value))}`,
        );
        // Node itself answers 431 (no JSON) past 16 KB of headers; stay below that.
        while (parts.join('&').length > 12_000) parts.pop();
        const query = parts.join('&');
        await probe({ actor, method: 'get', path: `${list.path}?${query}` });
      });
    },
    timeout,
  );

  it(
    'survives hostile path ids and slugs',
    async () => {
      const resources = [
        'posts',
        'categories',
        'tags',
        'pages',
        'users',
        'tasks',
        'media',
        'comments',
      ];
      const ids = fc.oneof(
        fc.constantFrom(
          'abc',
          '-1',
          '1e3',
          '99999999999999',
          '%00',
          '..%2F',
          '0',
          '00',
          '1.5',
          '+1',
          '%201',
          '1%20',
          '0x1',
          '2147483648',
          '999999999999',
          '9999999999999',
          'NaN',
          'Infinity',
          '%',
          '%zz',
          '%ED%A0%80',
          '1;DROP%20TABLE%20posts',
          "1'--",
          '1%27%20OR%201=1',
          '%2e%2e',
          'null',
          '__proto__',
          'constructor',
          '1,2',
          '%2F',
          '%5C',
          'by-slug',
          '1e-1',
        ),
        fc
          .string({ maxLength: 12 })
          .filter((value) => !/^\d*$/.test(value))
          .map(encode),
        fc.stringMatching(/^[1-9]\d{12,19}$/),
      );
      const cases = fc.record({
        resource: fc.constantFrom(...resources),
        method: fc.constantFrom<Method>('get', 'put', 'patch', 'delete'),
        actor: fc.constantFrom<Actor>('admin', 'admin', 'anonymous'),
        id: ids,
        bySlug: fc.boolean(),
      });
      await run(cases, 200, async ({ resource, method, actor, id, bySlug }) => {
        const path = bySlug ? `/api/${resource}/by-slug/${id}` : `/api/${resource}/${id}`;
        await probe({
          actor,
          method: bySlug ? 'get' : method,
          path,
          ...(method === 'put' || method === 'patch'
            ? { json: { title: 'Probe', name: 'Probe', alt: 'Probe', isApproved: true } }
            : {}),
        });
      });
    },
    timeout,
  );
});

// ---------------------------------------------------------------------------------------------

describe('malformed raw bodies', () => {
  it(
    'answers invalid JSON text and wrong content types with a 4xx',
    async () => {
      const deep = 20_000;
      /** Deeply nested JSON, also tried first, where each endpoint reads it. */
      const deepBodies: Array<[target: string, body: string]> = [
        [
          'PUT /api/settings',
          `{"settings":[{"context":"a","key":"b","value":${huge('[', deep)}${huge(']', deep)}}]}`,
        ],
        [
          'PUT /api/settings',
          `{"settings":[{"context":"a","key":"b","value":${huge('{"a":', deep)}1${huge('}', deep)}}]}`,
        ],
        ['POST /api/posts', `{"title":${huge('[', deep)}${huge(']', deep)}}`],
        ['POST /api/categories', `${huge('{"a":', deep)}1${huge('}', deep)}`],
      ];
      const bodies = fc.oneof(
        fc.constantFrom<string | Buffer>(
          '{"title": ',
          "{'title': 'x'}",
          '{"title": "x",}',
          '{title: "x"}',
          'NaN',
          '{"a": NaN}',
          '\ufeff{"title":"x"}',
          '{"title":"x"}garbage',
          '[',
          '"just a string"',
          '123',
          'null',
          'true',
          '{"title":"a\\u0000b","name":"a\\u0000b"}',
          '{"title":"\\ud800","name":"\\udfff"}',
          '{"title":"x","title":{"nested":1}}',
          '{"limit":1e99999}',
          '<?xml version="1.0"?><post/>',
          'title=x&content=y',
          '\u0000',
          ...deepBodies.map(([, body]) => body),
          Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
          Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x01, 0x02]),
        ),
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.uint8Array({ maxLength: 60 }).map((bytes) => Buffer.from(bytes)),
      );
      const types = fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'application/json; charset="',
        'text/plain',
        'text/html',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=xyz',
        'application/xml',
        'application/octet-stream',
        'application/vnd.api+json',
        ';;;',
        '*/*',
      );
      const encodings = fc.option(
        fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'compress', 'x-unknown'),
        { freq: 4 },
      );
      const cases = fc.record({
        target: fc.constantFrom(...targets.map((target) => target.name)),
        admin: fc.boolean(),
        body: bodies,
        type: types,
        encoding: encodings,
      });
      type Case = typeof cases extends fc.Arbitrary<infer T> ? T : never;
      const deepCases = deepBodies.map(([name, body]): Case => ({
        target: name,
        admin: true,
        body,
        type: 'application/json',
        encoding: null,
      }));
      await run(
        cases,
        180,
        async ({ target: name, admin: asAdmin, body, type, encoding }) => {
          const target = byName.get(name)!;
          const headers: Record<string, string> = { 'Content-Type': type };
          if (encoding) headers['Content-Encoding'] = encoding;
          const status = await probe({
            actor: asAdmin && !target.public ? 'admin' : 'anonymous',
            method: target.method,
            path: target.path(),
            raw: { body, headers },
          });
          const json = /^application\/json/.test(type) && (!encoding || encoding === 'identity');
          if (!json) expect(status, `${type} ${encoding}`).toBeGreaterThanOrEqual(400);
        },
        deepCases,
      );
    },
    timeout,
  );

  it(
    'answers broken uploads to POST /api/media with a 4xx',
    async () => {
      const truncated = png.subarray(0, 60);
      /** The PNG with a header (and a matching checksum) claiming other dimensions. */
      const claiming = (size: number) => {
        const lying = Buffer.from(png);
        lying.writeUInt32BE(size, 16);
        lying.writeUInt32BE(size, 20);
        lying.writeUInt32BE(crc32(lying.subarray(12, 29)), 29);
        return lying;
      };
      const multipart = (parts: string, boundary = 'XyZ') => ({
        body: parts.replace(/\n/g, '\r\n'),
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      });
      const unparsable: Array<Pick<Probe, 'raw' | 'upload'>> = [
        { raw: { body: 'garbage', headers: { 'Content-Type': 'multipart/form-data' } } },
        {
          raw: multipart(
            '--XyZ\nContent-Disposition: form-data; name="file"; filename="a.png"\n\nabc',
          ),
        },
        { upload: { field: 'file', file: png, name: 'a\u0001b.png' } },
      ];
      const cases = fc.record({
        actor: fc.constantFrom<Actor>('admin', 'admin', 'anonymous'),
        request: fc.oneof(
          fc.constantFrom<Pick<Probe, 'raw' | 'upload'>>(
            ...unparsable,
            { raw: multipart('--XyZ\nContent-Disposition: form-data\n\nx\n--XyZ--\n') },
            { raw: multipart('not a multipart body at all') },
            { raw: multipart('--XyZ--\n') },
            { raw: { body: '{"file":"x"}', headers: { 'Content-Type': 'application/json' } } },
            { upload: { field: 'file', file: Buffer.from('just text'), name: 'a.png' } },
            { upload: { field: 'file', file: Buffer.alloc(0), name: 'empty.png' } },
            { upload: { field: 'file', file: truncated, name: 'truncated.png' } },
            { upload: { field: 'file', file: claiming(100_000), name: 'bomb.png' } },
            { upload: { field: 'file', file: claiming(3_000), name: 'lying.png' } },
            { upload: { field: 'image', file: png, name: 'a.png' } },
            { upload: { field: 'file', file: png, name: 'a.png', fields: { alt: 'a\u0000b' } } },
            {
              upload: { field: 'file', file: png, name: 'a.png', fields: { alt: huge('x', 5000) } },
            },
            {
              upload: {
                field: 'file',
                file: png,
                name: 'a.png',
                fields: { a: '1', b: '2', c: '3', d: '4', e: '5', f: '6' },
              },
            },
          ),
          fc
            .record({
              name: hostileString.map((name) => name.replace(/["\r\n]/g, '') || 'x'),
              alt: hostileString,
            })
            .map(({ name, alt }) => ({
              upload: { field: 'file', file: png, name: `${name}.png`, fields: { alt } },
            })),
        ),
      });
      await run(
        cases,
        80,
        async ({ actor, request: call }) =>
          probe({ actor, method: 'post', path: '/api/media', ...call }),
        unparsable.map((call) => ({ actor: 'admin' as const, request: call })),
      );
    },
    timeout,
  );
});

describe('the hostile run as a whole', () => {
  it('sent more than 1,000 generated requests', () => {
    expect(sent).toBeGreaterThan(1_000);
  });
});
