import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '../src/http/openapi';
import { routeTableToRead } from '../src/routes';

/* Writes the API's OpenAPI document to a file: `npm run lint` checks it with Redocly's linter. */

const out = process.argv[2] ?? 'dist/openapi.json';
const site = { name: 'Ava Automation', url: 'http://localhost:3000' };
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(openApiDocument(routeTableToRead(site), site), null, 2)}\n`);
console.log(`Wrote ${out}`);
