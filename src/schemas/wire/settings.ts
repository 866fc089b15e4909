import { z } from '../zod';
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
