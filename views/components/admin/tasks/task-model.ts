import { can } from '#src/auth/permissions';
import type { SessionUser } from '#src/auth/roles';
import type { taskStatuses } from '#src/schemas/tasks';
import type { Assignee, TaskList } from '#src/schemas/wire/tasks';

export type { Assignee, TaskList };
export type Task = TaskList['tasks'][number];
export type TaskStatus = (typeof taskStatuses)[number];

export const statusLabels: Record<TaskStatus, string> = {
  todo: 'To do',
  in_progress: 'In progress',
  done: 'Done',
};

export const statusBadge: Record<TaskStatus, string> = {
  todo: 'bg-slate-100 text-slate-800',
  in_progress: 'bg-blue-100 text-blue-900',
  done: 'bg-green-100 text-green-900',
};

/** The calendar day a due date falls on (stored as midnight UTC), as YYYY-MM-DD. */
export const dueDay = (dueAt: string | Date | null) =>
  dueAt ? new Date(dueAt).toISOString().slice(0, 10) : '';

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const isOverdue = (task: Task) =>
  task.status !== 'done' && !!task.dueAt && dueDay(task.dueAt) < today();

/** Authors change the tasks they created or were given; editors and admins change any. */
export function mayChange(task: Task, user: SessionUser | null) {
  if (!user) return false;
  return (
    can(user.role, 'tasks:manage-any') || task.createdBy === user.id || task.assigneeId === user.id
  );
}

export const nameOf = (assignee: Assignee) => assignee.fullName || assignee.username;

/** What PUT /api/tasks/:id needs besides the change: the whole task. */
export const taskBody = (task: Task) => ({
  title: task.title,
  description: task.description,
  status: task.status,
  assigneeId: task.assigneeId,
  dueAt: task.dueAt,
});
