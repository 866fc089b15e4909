// The knex CLI (`npx knex migrate:latest`, `migrate:status`, `seed:run`, …) loads its
// configuration from this file and reads only JavaScript: tsx lets it load the TypeScript
// configuration the server uses (src/models/knex-cli-config.ts).
import { register } from 'tsx/esm/api';

register();
const { knexCliConfig } = await import('./src/models/knex-cli-config.ts');

export default knexCliConfig;
