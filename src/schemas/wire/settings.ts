import { z } from '../zod';
import { notificationSettingsSchema } from '../notifications';
import { siteSettingsSchema, themeSettingsSchema } from '../site-settings';
import { isoDate, type Sent } from './common';

export const settingWire = z.object({
  id: z.number(),
  context: z.string(),
  key: z.string(),
  value: z.unknown(),
  updatedAt: isoDate,
});

/** GET /api/settings, and the answer to PUT /api/settings */
export const settingListWire = z.object({ settings: z.array(settingWire) });
export type SettingListSent = Sent<typeof settingListWire>;

/** /api/settings/site: what the site shows and what it would show without saved changes. */
export const siteSettingsWire = z.object({
  settings: siteSettingsSchema,
  defaults: siteSettingsSchema,
});

/** /api/settings/theme */
export const themeSettingsWire = z.object({
  theme: themeSettingsSchema,
  defaults: themeSettingsSchema,
});

/** /api/settings/notifications */
export const notificationSettingsWire = notificationSettingsSchema.required();
