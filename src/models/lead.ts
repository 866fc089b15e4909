import { Model } from 'objection';
import type { LeadKind, LeadStatus } from '../schemas/leads';

export class Lead extends Model {
  static override tableName = 'leads';
  id!: number;
  kind!: LeadKind;
  name!: string;
  email!: string;
  phone!: string | null;
  company!: string | null;
  message!: string;
  /** The page the form was sent from. */
  sourcePath!: string | null;
  status!: LeadStatus;
  ownerId!: number | null;
  lostReason!: string | null;
  spamReason!: string | null;
  utmSource!: string | null;
  utmMedium!: string | null;
  utmCampaign!: string | null;
  utmTerm!: string | null;
  utmContent!: string | null;
  hasGclid!: boolean;
  hasFbclid!: boolean;
  referrer!: string | null;
  /** The first page of the visit that brought the lead. */
  landingPath!: string | null;
  source!: string;
  createdAt!: Date;
  updatedAt!: Date;
}
