import { Model } from 'objection';

/** A one-time link to create the first admin; only the token's SHA-256 is stored. */
export class SetupToken extends Model {
  static override tableName = 'setup_tokens';
  static override idColumn = 'tokenHash';
  tokenHash!: string;
  expiresAt!: Date;
  createdAt!: Date;
}
