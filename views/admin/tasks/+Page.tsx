import { useState } from 'react';
import { taskStatuses } from '#src/schemas/tasks';
import { useApiQuery } from '#views/components/admin/data/queries';
import { adminKeys } from '#views/components/admin/data/query-keys';
import { EmptyState, ListSkeleton, LoadError, PageHeading } from '#views/components/admin/kit';
import { TaskDialog } from '#views/components/admin/tasks/task-dialog';
import { TaskItem } from '#views/components/admin/tasks/task-item';
import {
  mayChange,
  nameOf,
  statusLabels,
  type Assignee,
  type TaskList,
  type TaskStatus,
} from '#views/components/admin/tasks/task-model';
import { useSession } from '#views/components/auth/use-session';

function TaskFilters({
  status,
  onStatus,
  mineOnly,
  onMineOnly,
}: {
  status: TaskStatus | '';
  onStatus: (status: TaskStatus | '') => void;
  mineOnly: boolean;
  onMineOnly: (mineOnly: boolean) => void;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-4">
      <div>
        <label htmlFor="task-filter" className="block text-sm font-medium text-slate-800">
          Show
        </label>
        <select
          id="task-filter"
          value={status}
          onChange={(event) => onStatus(event.target.value as TaskStatus | '')}
          className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          <option value="">All tasks</option>
          {taskStatuses.map((value) => (
            <option key={value} value={value}>
              {statusLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={mineOnly}
          onChange={(event) => onMineOnly(event.target.checked)}
          className="h-4 w-4 rounded border-slate-300"
        />
        Only tasks I created or was given
      </label>
    </div>
  );
}

export default function TasksPage() {
  const { user } = useSession();
  const [status, setStatus] = useState<TaskStatus | ''>('');
  const [mineOnly, setMineOnly] = useState(false);
  const tasks = useApiQuery<TaskList>(
    adminKeys.tasks.list({ status }),
    `/api/tasks${status ? `?status=${status}` : ''}`,
  );
  const people = useApiQuery<{ assignees: Assignee[] }>(
    adminKeys.assignees.list(),
    '/api/tasks/assignees',
  );
  const assignees = people.data?.assignees ?? null;
  const assigneeName = (id: number | null) => {
    if (id === null) return 'Nobody yet';
    if (!assignees) return 'Loading...';
    const assignee = assignees.find((candidate) => candidate.id === id);
    return assignee ? nameOf(assignee) : 'A former member of staff';
  };
  const shown = (tasks.data?.tasks ?? []).filter(
    (task) => !mineOnly || task.assigneeId === user?.id || task.createdBy === user?.id,
  );

  return (
    <>
      <PageHeading
        title="Tasks"
        description="The team's to-do list: who does what, and by when."
        actions={<TaskDialog assignees={assignees} defaultAssignee={user?.id ?? null} />}
      />
      <TaskFilters {...{ status, mineOnly }} onStatus={setStatus} onMineOnly={setMineOnly} />
      {tasks.error ? <LoadError error={tasks.error} /> : null}
      {people.error ? <LoadError error={people.error} /> : null}
      {tasks.isPending ? <ListSkeleton /> : null}
      {tasks.data && shown.length === 0 ? <EmptyState>No tasks found.</EmptyState> : null}
      {shown.length > 0 ? (
        <ul className="space-y-3" aria-label="Tasks">
          {shown.map((task) => (
            <TaskItem
              key={task.id}
              task={task}
              assignees={assignees}
              assigneeName={assigneeName(task.assigneeId)}
              changeable={mayChange(task, user)}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}
