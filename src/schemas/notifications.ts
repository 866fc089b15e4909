import { z } from './zod';
import { authMessages } from './auth';

/** PUT /api/settings/notifications: who hears of new leads, whether the visitor does, and whether lead forms ask for a proof-of-work check. */
export const notificationSettingsSchema = z.object({
  leadRecipients: z
    .array(z.email({ error: authMessages.invalidEmail }).trim().max(254))
    .max(20, 'At most 20 addresses'),
  confirmToVisitor: z.boolean({ error: 'Choose whether visitors get a confirmation' }),
  spamChallenge: z
    .boolean({ error: 'Choose whether lead forms ask for a proof-of-work check' })
    .default(false),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;
