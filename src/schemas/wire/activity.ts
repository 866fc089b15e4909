import { z } from '../zod';
import { activityActions, activityObjectTypes } from '../activity';
import { isoDate, listWire, type Received, type Sent } from './common';

/** One entry of the staff activity log. */
export const activityEntryWire = z.object({
  id: z.number(),
  createdAt: isoDate,
  /** Null once the account is deleted (or for a sign-in attempt with no such account). */
  actorId: z.number().nullable(),
  /** The name at the time of the action. */
  actorName: z.string(),
  address: z.string().nullable(),
  action: z.enum(activityActions),
  objectType: z.enum(activityObjectTypes).nullable(),
  objectId: z.string().nullable(),
  objectLabel: z.string().nullable(),
  /** A small before/after summary: `{ field: { from, to } }`, changed field names, counts. */
  summary: z.record(z.string(), z.unknown()).nullable(),
});
export type ActivityEntry = Received<typeof activityEntryWire>;
export type ActivityEntrySent = Sent<typeof activityEntryWire>;

/** GET /api/activity */
export const activityListWire = listWire('entries', activityEntryWire);
export type ActivityList = Received<typeof activityListWire>;
export type ActivityListSent = Sent<typeof activityListWire>;

/** GET /api/activity/people: everyone who appears in the log, for the filter. */
export const activityPeopleWire = z.object({
  people: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type ActivityPeople = Received<typeof activityPeopleWire>;
export type ActivityPeopleSent = Sent<typeof activityPeopleWire>;
