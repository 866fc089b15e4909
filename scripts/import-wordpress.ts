/** `npm run import:wordpress -- FILE [--uploads DIR] [--dry-run]`: see ./lib/import-command.ts. */
import { runImportCommand } from './lib/import-command';

await runImportCommand('wordpress');
