/**
 * The staff's API reference (/admin/api): Swagger UI's files, served from the installed
 * swagger-ui-dist package (src/http/api-reference-assets.ts) and loaded by that page only, and
 * the document it renders.
 */
export const apiReference = {
  script: '/vendor/swagger-ui/swagger-ui-bundle.js',
  stylesheet: '/vendor/swagger-ui/swagger-ui.css',
  document: '/api/openapi.json',
} as const;
