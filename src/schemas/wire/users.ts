import { z } from '../zod';
import { isoDate, sessionUserWire, type Received, type Sent } from './common';

export const userWire = sessionUserWire.extend({
  /** Whether the account has a second factor (admins can reset it). */
  twoFactorEnabled: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

/** GET /api/users */
export const userListWire = z.object({ users: z.array(userWire), total: z.number() });
export type UserList = Received<typeof userListWire>;
export type UserListSent = Sent<typeof userListWire>;
