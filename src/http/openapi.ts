import { capabilities, type Capability } from '../auth/permissions';
import type { PublicSite } from '../config/site';
import type { Answer, GuardNote, Route } from '../route-kit';
import { blockSchema } from '../schemas/blocks/catalog';
import { errorWire, isoDate } from '../schemas/wire/common';
import { commentWire } from '../schemas/wire/content';
import { z } from '../schemas/zod';

/*
 * The API's contract, OpenAPI 3.1, made from the route table alone: each line's summary, guards
 * (sign-in, capability), zod schemas (query, body, path) and the wire schema of its answer. Nothing
 * here names an endpoint, so a route cannot be left out or described twice.
 */

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

/**
 * Schemas shown once, as components, wherever they appear: a page's blocks (large, in a dozen
 * operations) and a comment (recursive, so it needs a name to refer to itself).
 */
const namedSchemas: Record<string, z.ZodType> = { Block: blockSchema, Comment: commentWire };
for (const [id, schema] of Object.entries(namedSchemas))
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });

/** What zod's JSON Schema needs changed for OpenAPI: dates, the builder's widget, enum keys. */
function adjust({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: JsonSchema }) {
  if (zodSchema === isoDate) {
    for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
    Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
  }
  // Keywords of our own are extensions in OpenAPI.
  if ('widget' in jsonSchema) {
    jsonSchema['x-widget'] = jsonSchema.widget;
    delete jsonSchema.widget;
  }
  // A record keyed by an enum: every key is a property.
  const keys = (jsonSchema.propertyNames as JsonSchema | undefined)?.enum as string[] | undefined;
  if (keys && typeof jsonSchema.additionalProperties === 'object')
    jsonSchema.properties = Object.fromEntries(
      keys.map((key) => [key, jsonSchema.additionalProperties]),
    );
}

/**
 * JSON Schema 2020-12 (OpenAPI 3.1's dialect) of zod schemas, the named ones moved to
 * `components`: an input's name ends in `Input`, since defaults and transforms differ.
 */
class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: Io): JsonSchema {
    const converted = z.toJSONSchema(schema, {
      io,
      target: 'draft-2020-12',
      // A transform's result has no JSON Schema: it is described as any value.
      unrepresentable: 'any',
      override: adjust,
    }) as JsonSchema;
    delete converted.$schema;
    const defs = (converted.$defs ?? {}) as Record<string, JsonSchema>;
    delete converted.$defs;
    const nameOf = (id: string) => {
      if (!(id in namedSchemas)) throw new Error(`Give the schema ${id} a name in namedSchemas`);
      return io === 'input' ? `${id}Input` : id;
    };
    const relinked = (value: JsonSchema) =>
      JSON.parse(
        JSON.stringify(value).replace(
          /"#\/\$defs\/([^"]+)"/g,
          (_match, id: string) => `"#/components/schemas/${nameOf(id)}"`,
        ),
      ) as JsonSchema;
    for (const [id, def] of Object.entries(defs)) this.components[nameOf(id)] = relinked(def);
    return relinked(converted);
  }
}

const errorRef = { $ref: '#/components/schemas/Error' };
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorRef } },
});

/** `/api/posts/:id` → `/api/posts/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/** `Read a post by its slug` → `readPostByItsSlug`: unique, since summaries are. */
export function operationIdOf(summary: string): string {
  const words = summary
    .replace(/[’']s\b/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word && !['a', 'an', 'the'].includes(word.toLowerCase()));
  return words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

const answerOf = (route: Route): Answer =>
  route.answer instanceof z.ZodType ? { status: 200, schema: route.answer } : route.answer;

function successResponse(answer: Answer, schemas: SchemaConverter) {
  if (answer.file)
    return {
      description: 'A file to download',
      content: { [answer.file]: { schema: { type: 'string', contentMediaType: answer.file } } },
    };
  if (!answer.schema) return { description: answer.status === 204 ? 'Done' : 'Accepted' };
  return {
    description: { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'Done' }[answer.status],
    content: { 'application/json': { schema: schemas.convert(answer.schema, 'output') } },
  };
}

/** The properties of an object schema, or of every part of an intersection. */
function propertiesOf(schema: JsonSchema): { properties: JsonSchema; required: string[] } {
  const parts = [schema, ...((schema.allOf as JsonSchema[] | undefined) ?? [])];
  return {
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
    required: parts.flatMap((part) => (part.required as string[] | undefined) ?? []),
  };
}

function parametersOf(route: Route, schemas: SchemaConverter) {
  const declared = route.params
    ? propertiesOf(schemas.convert(route.params, 'input')).properties
    : {};
  const path = pathParams(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema:
      declared[name] ??
      (/id$/i.test(name) ? { type: 'integer', minimum: 1 } : { type: 'string', maxLength: 200 }),
  }));
  if (!route.query) return path;
  const { properties, required } = propertiesOf(schemas.convert(route.query, 'input'));
  const query = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema,
  }));
  return [...path, ...query];
}

function requestBodyOf(route: Route, schemas: SchemaConverter) {
  if (!route.body) return undefined;
  const schema = schemas.convert(route.body, 'input');
  const types =
    route.bodyType === 'multipart'
      ? ['multipart/form-data']
      : route.bodyType === 'beacon'
        ? ['application/json', 'text/plain']
        : ['application/json'];
  return {
    // A body the controller reads as `req.body ?? {}` may be left out.
    required: !route.body.safeParse({}).success,
    content: Object.fromEntries(types.map((type) => [type, { schema }])),
  };
}

const rolesOf = (capability: Capability) => capabilities[capability].join(', ');

function operationOf(route: Route, schemas: SchemaConverter) {
  const guard: GuardNote = Object.assign({}, ...route.guards);
  const answer = answerOf(route);
  const takesInput = !!(route.body || route.query || pathParams(route.path).length);
  const responses: Record<string, unknown> = { [answer.status]: successResponse(answer, schemas) };
  if (takesInput)
    responses[400] = errorAnswer('The request is not valid: `errors` names the fields');
  if (guard.signIn) responses[401] = errorAnswer('Not signed in, or the token is not valid');
  if (guard.capability) responses[403] = errorAnswer('The account or token may not do this');
  if (pathParams(route.path).length) responses[404] = errorAnswer('Nothing has that id');
  responses['4XX'] = errorAnswer('Refused: the message says why');
  responses['5XX'] = errorAnswer('The site could not answer; try again');
  const authenticated = guard.sessionOnly
    ? [{ session: [] }]
    : [{ session: [] }, { bearerToken: [] }];
  return {
    operationId: operationIdOf(route.summary),
    summary: route.summary,
    ...(route.description || guard.capability
      ? {
          description: [
            route.description,
            guard.capability &&
              `Needs the capability \`${guard.capability}\` (${rolesOf(guard.capability)}).`,
          ]
            .filter(Boolean)
            .join('\n\n'),
        }
      : {}),
    tags: [tagOf(route.path)],
    ...(guard.capability ? { 'x-capability': guard.capability } : {}),
    security: guard.signIn ? authenticated : [{}, ...authenticated],
    parameters: parametersOf(route, schemas),
    ...(route.body ? { requestBody: requestBodyOf(route, schemas) } : {}),
    responses,
  };
}

/** `/api/leads/:id` → `leads`: the resource a route belongs to. */
export const tagOf = (path: string) => path.split('/')[2]!;

/** The contract's version: its major part changes when an answer changes incompatibly. */
const apiVersion = '1.0.0';

/** The OpenAPI 3.1 document of every route in the table, served from the site's address. */
export function openApiDocument(routes: Route[], site: Pick<PublicSite, 'name' | 'url'>) {
  const schemas = new SchemaConverter();
  for (const route of routes) {
    const { status, schema, file } = answerOf(route);
    // Only "accepted" and "done" may come without a body; anything else names what it sends.
    if (!schema && !file && status !== 202 && status !== 204)
      throw new Error(`${route.method.toUpperCase()} ${route.path} declares no answer schema`);
  }
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = (paths[openApiPath(route.path)] ??= {});
    path[route.method] = operationOf(route, schemas);
  }
  const tags = [...new Set(routes.map((route) => tagOf(route.path)))].sort();
  return {
    openapi: '3.1.0',
    info: {
      title: `${site.name} API`,
      version: apiVersion,
      description:
        'The API behind the site and its admin. Staff call it with their session cookie from ' +
        'the site itself (writes must come from the same origin) or, from other tools, with a ' +
        'personal access token made on /account: `Authorization: Bearer <token>`. Errors ' +
        'answer `{ message, errors? }`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: site.url }],
    tags: tags.map((name) => ({ name, description: `The /api/${name} endpoints` })),
    paths,
    components: {
      schemas: { Error: schemas.convert(errorWire, 'output'), ...schemas.components },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'sid',
          description: 'The session of a signed-in browser (POST /api/auth/login).',
        },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A personal access token, made on /account; its scopes limit what it may do.',
        },
      },
    },
  };
}
export type OpenApiDocument = ReturnType<typeof openApiDocument>;
