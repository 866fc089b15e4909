import { capabilities, permits } from '../auth/permissions';
import type { SessionUser } from '../auth/roles';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { Task } from '../models/site-content';
import { User } from '../models/user';
import type { TaskInput } from '../schemas/tasks';
import { sentFields } from '../schemas/wire/common';
import { taskWire, type AssigneeListSent, type TaskListSent } from '../schemas/wire/tasks';

export const messages = {
  notFound: 'Task not found',
  notYours: 'You can only change tasks you created or that are assigned to you',
  unknownAssignee: 'The assignee must be a staff member',
} as const;

const staffRoles = capabilities['tasks:use'];

const toView = (task: Task) => sentFields(taskWire, task);

async function assertAssignable(assigneeId: number | null) {
  if (assigneeId === null) return;
  const user = await User.query().findById(assigneeId);
  if (!user || !staffRoles.includes(user.role)) {
    throw new ValidationError(messages.unknownAssignee, { assigneeId: messages.unknownAssignee });
  }
}

export async function listTasks(status?: Task['status']): Promise<TaskListSent> {
  const tasks = await Task.query()
    .modify((builder) => status && builder.where('status', status))
    .orderByRaw('due_at asc nulls last')
    .orderBy('id');
  return { tasks: tasks.map(toView), total: tasks.length };
}

export async function createTask(input: TaskInput, viewer: SessionUser) {
  await assertAssignable(input.assigneeId);
  const task = await Task.query().insertAndFetch({ ...input, createdBy: viewer.id });
  return toView(task);
}

async function findChangeable(id: number, viewer: SessionUser) {
  const task = await Task.query().findById(id);
  if (!task) throw new NotFoundError(messages.notFound);
  const involved = task.createdBy === viewer.id || task.assigneeId === viewer.id;
  if (!involved && !permits(viewer, 'tasks:manage-any'))
    throw new ForbiddenError(messages.notYours);
  return task;
}

export async function updateTask(id: number, input: TaskInput, viewer: SessionUser) {
  await findChangeable(id, viewer);
  await assertAssignable(input.assigneeId);
  await Task.query()
    .findById(id)
    .patch({ ...input, updatedAt: new Date() });
  return toView(await Task.query().findById(id).throwIfNotFound());
}

export async function deleteTask(id: number, viewer: SessionUser) {
  await findChangeable(id, viewer);
  await Task.query().deleteById(id);
}

/** Staff who can be given a task (SPEC §6 staff roles), for the /admin/tasks picker. */
export async function listAssignees(): Promise<AssigneeListSent> {
  const users = await User.query()
    .select('id', 'username', 'fullName', 'role')
    .whereIn('role', [...staffRoles])
    .orderBy('username');
  return {
    assignees: users.map(({ id, username, fullName, role }) => ({ id, username, fullName, role })),
  };
}
