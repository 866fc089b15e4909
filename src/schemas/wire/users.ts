import { z } from '../zod';
import { isoDate, listWire, sessionUserWire, type Received, type Sent } from './common';

export const userWire = sessionUserWire.extend({
  /** Whether the account has a second factor (admins can reset it). */
  twoFactorEnabled: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

/** GET /api/users */
export const userListWire = listWire('users', userWire);
export type UserList = Received<typeof userListWire>;
export type UserListSent = Sent<typeof userListWire>;
