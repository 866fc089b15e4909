import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import express, { type Request, type Response } from 'express';
import { afterAll, expect } from 'vitest';
import { openApiDocument, openApiPath } from '#src/http/openapi';
import { routeTableToRead } from '#src/routes';

/*
 * The OpenAPI document is true: every JSON answer the API gives in an integration test is checked
 * against its operation's schema for that status (errors against the error schema). A route that answers
 * something else than it declares fails the test file that saw it. Loaded by Vitest before each
 * integration file (vitest.config.ts); the count of checks goes to
 * node_modules/.cache/api-contract-checks.jsonl.
 */

type Operation = {
  responses: Record<string, { content?: Record<string, unknown> }>;
};

interface ContractState {
  ajv: Ajv2020;
  paths: Record<string, Record<string, Operation>>;
  validators: Map<string, ValidateFunction>;
  violations: string[];
  checked: number;
}

const stateKey = Symbol.for('api-contract-check');
const holder = globalThis as { [stateKey]?: ContractState };

function prepare(): ContractState {
  const document = openApiDocument(routeTableToRead(), {
    name: 'Ava Automation',
    url: 'http://localhost:3000',
  });
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema(document, 'openapi');
  const state: ContractState = {
    ajv,
    paths: document.paths as ContractState['paths'],
    validators: new Map(),
    violations: [],
    checked: 0,
  };
  patchResponses(state);
  return state;
}

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function validatorAt(state: ContractState, ref: string): ValidateFunction {
  let validate = state.validators.get(ref);
  if (!validate) {
    validate = state.ajv.compile({ $ref: `openapi#/${ref}` });
    state.validators.set(ref, validate);
  }
  return validate;
}

/** The documented answer for a status: the exact code, else its range (4XX, 5XX). */
function responseKeyOf(operation: Operation, status: number): string | undefined {
  if (operation.responses[status]) return String(status);
  const range = `${String(status)[0]}XX`;
  return operation.responses[range] ? range : undefined;
}

function check(state: ContractState, req: Request, res: Response, body: unknown) {
  if (!req.originalUrl.startsWith('/api/')) return;
  // Express answers HEAD with the GET route.
  const method = req.method === 'HEAD' ? 'get' : req.method.toLowerCase();
  const template = req.route?.path as string | undefined;
  const where = `${req.method} ${template ?? req.originalUrl.split('?')[0]} → ${res.statusCode}`;
  const sent = JSON.parse(JSON.stringify(body ?? null)) as unknown;
  const operation = template ? state.paths[openApiPath(template)]?.[method] : undefined;
  state.checked += 1;
  if (!operation) {
    // Refused before any route matched (origin check, body parser, unknown endpoint): an error.
    const validate = validatorAt(state, pointer('components', 'schemas', 'Error'));
    if (res.statusCode < 400 || !validate(sent))
      state.violations.push(`${where}: not an operation of the document, nor an error answer`);
    return;
  }
  const key = responseKeyOf(operation, res.statusCode);
  if (!key) {
    state.violations.push(`${where}: the document declares no ${res.statusCode} answer`);
    return;
  }
  const path = openApiPath(template!);
  const answerRef = pointer(
    'paths',
    path,
    method,
    'responses',
    key,
    'content',
    'application/json',
    'schema',
  );
  if (!operation.responses[key]!.content?.['application/json']) {
    state.violations.push(`${where}: answered JSON where the document declares none`);
    return;
  }
  const validate = validatorAt(state, answerRef);
  if (!validate(sent))
    state.violations.push(
      `${where}: ${state.ajv.errorsText(validate.errors)} in ${JSON.stringify(sent).slice(0, 300)}`,
    );
}

function patchResponses(state: ContractState) {
  const send = express.response.json;
  express.response.json = function json(this: Response, body: unknown) {
    check(state, this.req, this, body);
    return send.call(this, body);
  };
}

const state = (holder[stateKey] ??= prepare());
const checkedBefore = state.checked;

const file = path.relative('.', expect.getState().testPath ?? 'unknown');

afterAll(() => {
  const violations = state.violations.splice(0);
  const checked = state.checked - checkedBefore;
  // Not test-results/: Playwright empties that folder when the browser tests start.
  const report = path.resolve('node_modules/.cache/api-contract-checks.jsonl');
  mkdirSync(path.dirname(report), { recursive: true });
  appendFileSync(report, `${JSON.stringify({ file, checked, violations })}\n`);
  expect(violations, 'answers that differ from the OpenAPI document').toEqual([]);
});
