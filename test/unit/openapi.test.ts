import { describe, expect, it } from 'vitest';
import { capabilities } from '#src/auth/permissions';
import { openApiDocument, openApiPath, operationIdOf } from '#src/http/openapi';
import { requireCapability, requireSignIn } from '#src/middleware/guards';
import { get, type Route } from '#src/route-kit';
import { routeTableToRead } from '#src/routes';

const site = { name: 'Ava Automation', url: 'https://www.example.test' };
const routes = routeTableToRead(site);
const document = openApiDocument(routes, site);
type Operation = {
  operationId: string;
  security: object[];
  'x-capability'?: string;
  parameters: Array<{ name: string; in: string }>;
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
};
const operationOf = (route: Route) =>
  (document.paths[openApiPath(route.path)] as Record<string, Operation>)[route.method]!;

describe('the OpenAPI document', () => {
  it('has one operation per route of the table, and nothing else', () => {
    const operations = Object.values(document.paths).flatMap((path) => Object.keys(path));
    expect(operations).toHaveLength(routes.length);
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) expect(operationOf(route), route.path).toBeDefined();
  });

  it('names each operation uniquely, from its summary', () => {
    const ids = routes.map((route) => operationOf(route).operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf('Read a post by its slug')).toBe('readPostByItsSlug');
    expect(operationIdOf('The site’s colours')).toBe('siteColours');
  });

  it('gives every answer with a body its schema', () => {
    for (const route of routes) {
      const responses = operationOf(route).responses;
      const success = Object.entries(responses).find(([status]) => status.startsWith('2'))!;
      const [status, response] = success;
      if (status === '204') expect(response.content, route.path).toBeUndefined();
      else if (status !== '202' || route.path !== '/api/events')
        expect(Object.values(response.content ?? {})[0]?.schema, route.path).toBeTruthy();
      expect(responses['4XX'], route.path).toBeDefined();
    }
  });

  it('refuses a route that does not say what it answers', () => {
    const unanswered = get('/api/unanswered', [], () => undefined, {
      summary: 'Answers something unsaid',
      answer: { status: 200 },
    });
    expect(() => openApiDocument([...routes, unanswered], site)).toThrow(
      'GET /api/unanswered declares no answer schema',
    );
  });

  it('tells which capability each guarded route needs, and that anonymous calls are refused', () => {
    for (const route of routes) {
      const operation = operationOf(route);
      const capability = route.guards.find((guard) => 'capability' in guard) as
        { capability: string } | undefined;
      expect(operation['x-capability'], route.path).toBe(capability?.capability);
      const anonymous = operation.security.some((scheme) => Object.keys(scheme).length === 0);
      const guarded = route.guards.some((guard) => 'signIn' in guard);
      expect(anonymous, `${route.method} ${route.path}`).toBe(!guarded);
    }
    expect(Object.keys(capabilities)).toContain(
      operationOf(routes.find((route) => route.path === '/api/leads')!)['x-capability'],
    );
    expect(Object.keys(requireCapability('leads:read'))).toContain('capability');
    expect(Object.keys(requireSignIn)).toContain('signIn');
  });

  it('describes path parameters and the query a route reads', () => {
    const lead = routes.find((route) => route.path === '/api/leads/:id')!;
    expect(operationOf(lead).parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    const list = routes.find((route) => route.path === '/api/leads' && route.method === 'get')!;
    const query = operationOf(list).parameters.map((parameter) => parameter.name);
    expect(query).toEqual(expect.arrayContaining(['status', 'kind', 'from', 'to']));
  });

  it('shows dates as ISO strings and moves shared schemas to components', () => {
    const post = routes.find((route) => route.path === '/api/posts/:id' && route.method === 'get')!;
    const schema = operationOf(post).responses['200']!.content!['application/json']!.schema as {
      properties: Record<string, unknown>;
    };
    expect(schema.properties.createdAt).toEqual({ type: 'string', format: 'date-time' });
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Error', 'Block', 'BlockInput', 'Comment']),
    );
    expect(JSON.stringify(document)).not.toContain('#/$defs/');
  });
});
