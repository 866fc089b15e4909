import path from 'node:path';
import type { Express } from 'express';
// This file only, not the package's index: that would load the 1.7 MB bundle on the server.
import swaggerUiFolder from 'swagger-ui-dist/absolute-path.js';
import { apiReference } from '../content/api-reference';

/** Swagger UI's script and stylesheet, straight from the installed package: only these two files. */
export function serveApiReferenceAssets(app: Express) {
  const folder = swaggerUiFolder();
  for (const url of [apiReference.script, apiReference.stylesheet])
    app.get(url, (_req, res) => {
      res.sendFile(path.join(folder, path.basename(url)), { maxAge: '1d' });
    });
}
