import { z } from './zod';
import { authMessages } from './auth';

/** PUT /api/settings/notifications: who hears of new leads, and whether the visitor does. */
export const notificationSettingsSchema = z.object({
  leadRecipients: z
    .array(z.email({ error: authMessages.invalidEmail }).trim().max(254))
    .max(20, 'At most 20 addresses'),
  confirmToVisitor: z.boolean({ error: 'Choose whether visitors get a confirmation' }),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;
