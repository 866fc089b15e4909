// The knex CLI (`npx knex migrate:latest`, `migrate:status`, `seed:run`, …) loads its
// configuration from this file and reads only JavaScript: tsx lets it load knexfile.ts.
import { register } from 'tsx/esm/api';

register();
const { default: knexCliConfig } = await import('./knexfile.ts');

export default knexCliConfig;
