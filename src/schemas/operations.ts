import { z } from './zod';
import { pagingSchema } from './common';
import { emailStatuses, jobStates } from './wire/operations';

const listPaging = pagingSchema.extend({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(25),
});

/** GET /api/jobs */
export const jobListQuerySchema = listPaging.extend({
  state: z.enum(jobStates, { error: 'Unknown job state' }).optional(),
});

/** GET /api/emails */
export const emailListQuerySchema = listPaging.extend({
  status: z.enum(emailStatuses, { error: 'Unknown status' }).optional(),
});
