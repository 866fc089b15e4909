import { z } from '../zod';
import { taskStatuses } from '../tasks';
import { isoDate, listWire, sessionUserWire, type Received, type Sent } from './common';

export const taskWire = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  status: z.enum(taskStatuses),
  assigneeId: z.number().nullable(),
  createdBy: z.number().nullable(),
  dueAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

/** GET /api/tasks */
export const taskListWire = listWire('tasks', taskWire);
export type TaskList = Received<typeof taskListWire>;
export type TaskListSent = Sent<typeof taskListWire>;

/** GET /api/tasks/assignees */
export const assigneeListWire = z.object({
  assignees: z.array(
    sessionUserWire.pick({ id: true, username: true, fullName: true, role: true }),
  ),
});
export type Assignee = Received<typeof assigneeListWire>['assignees'][number];
export type AssigneeListSent = Sent<typeof assigneeListWire>;
