import { Model } from 'objection';
import type { Role, SessionUser } from '../auth/roles';

export class User extends Model {
  static override tableName = 'users';

  id!: number;
  username!: string;
  email!: string;
  full_name!: string | null;
  password_hash!: string;
  role!: Role;
  created_at!: Date;
  updated_at!: Date;

  toSessionUser(): SessionUser {
    return {
      id: this.id,
      username: this.username,
      email: this.email,
      fullName: this.full_name,
      role: this.role,
    };
  }
}
