import { taskStatuses } from '#src/schemas/tasks';
import { api } from '../data/api';
import { useApiMutation } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { DeleteAction, formatDate, toastOutcome } from '../kit';
import { TaskDialog } from './task-dialog';
import {
  isOverdue,
  statusBadge,
  statusLabels,
  taskBody,
  type Assignee,
  type Task,
  type TaskStatus,
} from './task-model';

function StatusSelect({ task }: { task: Task }) {
  const update = useApiMutation(
    (status: TaskStatus) => api.put(`/api/tasks/${task.id}`, { ...taskBody(task), status }),
    [adminKeys.tasks.all],
  );
  // Under a status filter the changed task may leave the list.
  const change = (status: TaskStatus) =>
    toastOutcome(
      () => update.mutateAsync(status),
      { title: 'Task updated', description: `${task.title}: ${statusLabels[status]}` },
      'Failed to update the task. Please try again.',
    );
  return (
    <select
      aria-label={`Status of ${task.title}`}
      value={task.status}
      disabled={update.isPending}
      onChange={(event) => void change(event.target.value as TaskStatus)}
      className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
    >
      {taskStatuses.map((status) => (
        <option key={status} value={status}>
          {statusLabels[status]}
        </option>
      ))}
    </select>
  );
}

function TaskActions({ task, assignees }: { task: Task; assignees: Assignee[] | null }) {
  return (
    <>
      <StatusSelect task={task} />
      <TaskDialog task={task} assignees={assignees} defaultAssignee={null} />
      <DeleteAction kind="task" itemName={task.title} resource="tasks" id={task.id} />
    </>
  );
}

export function TaskItem({
  task,
  assignees,
  assigneeName,
  changeable,
}: {
  task: Task;
  assignees: Assignee[] | null;
  assigneeName: string;
  changeable: boolean;
}) {
  const overdue = isOverdue(task);
  return (
    <li
      data-testid="task"
      className={`rounded-xl border bg-white p-4 shadow-sm ${overdue ? 'border-red-300' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2
            className={`font-semibold text-slate-900 ${task.status === 'done' ? 'line-through decoration-slate-400' : ''}`}
          >
            {task.title}
          </h2>
          {task.description ? (
            <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{task.description}</p>
          ) : null}
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <span>Assignee: {assigneeName}</span>
            {task.dueAt ? (
              <span className={overdue ? 'font-semibold text-red-700' : undefined}>
                Due {formatDate(task.dueAt)}
              </span>
            ) : (
              <span>No due date</span>
            )}
            {overdue ? (
              <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                Overdue
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1">
          {changeable ? (
            <TaskActions task={task} assignees={assignees} />
          ) : (
            <span
              className={`rounded-full px-2.5 py-1 text-xs font-semibold ${statusBadge[task.status]}`}
            >
              {statusLabels[task.status]}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}
