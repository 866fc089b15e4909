/**
 * The knex CLI's configuration: the database settings as the server reads them, our migration
 * list and our seed list (src/models/knex-cli-config.ts). The CLI reads only JavaScript, so
 * knexfile.js loads this file through tsx.
 */
export { knexCliConfig as default } from './src/models/knex-cli-config';
