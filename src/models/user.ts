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
