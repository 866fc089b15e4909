import { z } from 'zod';
import { text } from './common';

const name = (label: string) =>
  text(64, label).regex(
    /^[a-zA-Z][\w.-]*$/,
    `${label} may contain letters, numbers, dots, dashes and underscores`,
  );

export const settingsQuerySchema = z.object({ context: name('Context').optional() });

/** Any JSON value, bounded in size so settings stay settings. */
const jsonValue = z
  .json()
  .refine((value) => JSON.stringify(value).length <= 20_000, 'Value is too large');

export const settingsUpdateSchema = z.object({
  settings: z
    .array(z.object({ context: name('Context'), key: name('Key'), value: jsonValue }))
    .min(1, 'Nothing to save')
    .max(100, 'Too many settings at once'),
});
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
