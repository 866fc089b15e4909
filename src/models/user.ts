import { Model } from 'objection';
import type { Role, SessionUser } from '../auth/roles';

export class User extends Model {
  static override tableName = 'users';

  id!: number;
  username!: string;
  email!: string;
  fullName!: string | null;
  passwordHash!: string;
  role!: Role;
  /** Base32 TOTP secret: pending while `twoFactorEnabledAt` is null, in force once it is set. */
  twoFactorSecret!: string | null;
  twoFactorEnabledAt!: Date | null;
  /** The last TOTP time step accepted, as a string (bigint); a code at or before it is a replay. */
  twoFactorLastStep!: string | number | null;
  createdAt!: Date;
  updatedAt!: Date;

  toSessionUser(): SessionUser {
    return {
      id: this.id,
      username: this.username,
      email: this.email,
      fullName: this.fullName,
      role: this.role,
    };
  }
}

/** The user who wrote a row of `table` (a post, a comment): the one its `authorId` names. */
export function authorRelation(table: string) {
  return {
    relation: Model.BelongsToOneRelation,
    modelClass: User,
    join: { from: `${table}.authorId`, to: 'users.id' },
  };
}
