import { z } from '../zod';
import { leadKinds } from '../leads';
import { postStatuses } from '../posts';
import { isoDate, type Received, type Sent } from './common';

/** GET /api/admin/overview: counts and the latest of each list. */
export const overviewWire = z.object({
  counts: z.object({
    publishedPosts: z.number(),
    draftPosts: z.number(),
    scheduledPosts: z.number(),
    commentsAwaitingModeration: z.number(),
    leadsThisMonth: z.number(),
    leadsTotal: z.number(),
    /** Only for those who manage users. */
    users: z.number().nullable(),
  }),
  recentPosts: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      status: z.enum(postStatuses),
      updatedAt: isoDate,
      author: z.string().nullable(),
    }),
  ),
  commentsAwaitingModeration: z.array(
    z.object({
      id: z.number(),
      content: z.string(),
      createdAt: isoDate,
      author: z.string(),
      post: z.object({ id: z.number(), title: z.string() }),
    }),
  ),
  recentLeads: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(leadKinds),
      name: z.string(),
      email: z.string(),
      createdAt: isoDate,
    }),
  ),
});
export type Overview = Received<typeof overviewWire>;
export type OverviewSent = Sent<typeof overviewWire>;
