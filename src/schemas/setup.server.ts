import { setupPayloadSchema } from './setup';
import { staffPasswordServerSchema } from './users.server';

/** POST /api/setup on the server: the shared schema plus the common-password check. */
export const setupPayloadServerSchema = setupPayloadSchema.extend({
  password: staffPasswordServerSchema,
});
