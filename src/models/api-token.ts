import { Model } from 'objection';
import type { Capability } from '../auth/permissions';

/**
 * A personal access token for the API: whose it is, what it may do (`scopes`) and until when.
 * Only the SHA-256 of its secret is stored (`tokenHash`); `prefix` is the token's visible start.
 */
export class ApiToken extends Model {
  static override tableName = 'api_tokens';

  id!: number;
  userId!: number;
  name!: string;
  tokenHash!: string;
  prefix!: string;
  /** jsonb: arrives parsed from the driver; written as a JSON string. */
  scopes!: Capability[];
  expiresAt!: Date | null;
  createdAt!: Date;
  lastUsedAt!: Date | null;
  lastUsedAddress!: string | null;
  revokedAt!: Date | null;
}
