import { z } from './zod';
import { authMessages } from './auth';
import { requiredText, text } from './common';

export const leadKinds = ['contact', 'booking', 'quote'] as const;

export const leadInputSchema = z.object({
  kind: z.enum(leadKinds, { error: 'Unknown request type' }).default('contact'),
  name: requiredText(200, 'Name'),
  email: z.email({ error: authMessages.invalidEmail }).trim().max(254),
  phone: text(40, 'Phone')
    .regex(/^[\d\s()+.-]*$/, 'Please enter a valid phone number')
    .nullish()
    .transform((value) => value?.trim() || null),
  company: text(200, 'Company')
    .nullish()
    .transform((value) => value?.trim() || null),
  message: text(5000, 'Message').default(''),
  sourcePath: text(500, 'Page')
    .nullish()
    .transform((value) => value || null),
});
export type LeadInput = z.infer<typeof leadInputSchema>;
