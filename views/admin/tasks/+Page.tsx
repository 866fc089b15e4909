import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { can } from '../../../src/auth/permissions';
import type { SessionUser } from '../../../src/auth/roles';
import { taskFormSchema, taskStatuses } from '../../../src/schemas/tasks';
import type { Assignee, TaskList } from '../../../src/schemas/wire/tasks';
import { api } from '../../components/admin/admin-api';
import {
  buttonClass,
  inputClass,
  LoadError,
  secondaryButtonClass,
  showServerErrors,
} from '../../components/admin/admin-controls';
import { formatDate } from '../../components/admin/admin-format';
import { ConfirmDelete } from '../../components/admin/confirm-delete';
import { PageHeading, SkeletonRow } from '../../components/admin/page-heading';
import { useAdminData } from '../../components/admin/use-admin-data';
import { FormField } from '../../components/auth/form-field';
import { useSession } from '../../components/auth/use-session';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';

type Task = TaskList['tasks'][number];
type Status = (typeof taskStatuses)[number];

const statusLabels: Record<Status, string> = {
  todo: 'To do',
  in_progress: 'In progress',
  done: 'Done',
};

const statusBadge: Record<Status, string> = {
  todo: 'bg-slate-100 text-slate-800',
  in_progress: 'bg-blue-100 text-blue-900',
  done: 'bg-green-100 text-green-900',
};

/** The calendar day a due date falls on (stored as midnight UTC), as YYYY-MM-DD. */
const dueDay = (dueAt: string | Date | null) =>
  dueAt ? new Date(dueAt).toISOString().slice(0, 10) : '';

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const isOverdue = (task: Task) =>
  task.status !== 'done' && !!task.dueAt && dueDay(task.dueAt) < today();

/** Authors change the tasks they created or were given; editors and admins change any. */
function mayChange(task: Task, user: SessionUser | null) {
  if (!user) return false;
  return (
    can(user.role, 'tasks:manage-any') || task.createdBy === user.id || task.assigneeId === user.id
  );
}

const nameOf = (assignee: Assignee) => assignee.fullName || assignee.username;

/** What PUT /api/tasks/:id needs besides the change: the whole task. */
const taskBody = (task: Task) => ({
  title: task.title,
  description: task.description,
  status: task.status,
  assigneeId: task.assigneeId,
  dueAt: task.dueAt,
});

type FormValues = z.input<typeof taskFormSchema>;
type FormPayload = z.output<typeof taskFormSchema>;
const formFields = ['title', 'description', 'status', 'assigneeId', 'dueAt'] as const;

function TaskDialog({
  task,
  assignees,
  defaultAssignee,
  onSaved,
}: {
  task?: Task;
  /** Null while the staff list loads: the form waits for it, so its assignee can be chosen. */
  assignees: Assignee[] | null;
  defaultAssignee: number | null;
  onSaved: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const prefix = task ? `task-${task.id}` : 'new-task';
  const initial: FormValues = {
    title: task?.title ?? '',
    description: task?.description ?? '',
    status: task?.status ?? 'todo',
    assigneeId: String(task ? (task.assigneeId ?? '') : (defaultAssignee ?? '')),
    dueAt: dueDay(task?.dueAt ?? null),
  };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormPayload>({
    resolver: zodResolver(taskFormSchema),
    defaultValues: initial,
  });
  const openChange = (next: boolean) => {
    if (next) {
      reset(initial);
      setFailure(null);
    }
    setOpen(next);
  };
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (task) await api.put(`/api/tasks/${task.id}`, values);
      else await api.post('/api/tasks', values);
      toast({ title: task ? 'Task updated' : 'Task created', description: values.title });
      setOpen(false);
      onSaved();
    } catch (error) {
      setFailure(showServerErrors(error, setError, formFields));
    }
  });
  const describe = (field: string, message?: string) =>
    message ? { 'aria-describedby': `${prefix}-${field}-message`, 'aria-invalid': true } : {};

  return (
    <Dialog
      open={open}
      onOpenChange={openChange}
      title={task ? 'Edit task' : 'New task'}
      description={task ? undefined : 'Something that needs doing, who does it and by when.'}
      trigger={
        task ? (
          <button
            type="button"
            aria-label={`Edit ${task.title}`}
            disabled={!assignees}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            Edit
          </button>
        ) : (
          <button type="button" className={buttonClass} disabled={!assignees}>
            New Task
          </button>
        )
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {failure ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {failure}
          </p>
        ) : null}
        <FormField
          id={`${prefix}-title`}
          label="Title"
          autoComplete="off"
          registration={register('title')}
          error={errors.title}
        />
        <div>
          <label htmlFor={`${prefix}-description`} className="block text-sm font-medium">
            Description (optional)
          </label>
          <textarea
            id={`${prefix}-description`}
            rows={3}
            {...register('description')}
            {...describe('description', errors.description?.message)}
            className={inputClass}
          />
          {errors.description?.message ? (
            <p id={`${prefix}-description-message`} className="mt-1 text-sm text-red-700">
              {errors.description.message}
            </p>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor={`${prefix}-status`} className="block text-sm font-medium">
              Status
            </label>
            <select
              id={`${prefix}-status`}
              {...register('status')}
              {...describe('status', errors.status?.message)}
              className={inputClass}
            >
              {taskStatuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabels[status]}
                </option>
              ))}
            </select>
            {errors.status?.message ? (
              <p id={`${prefix}-status-message`} className="mt-1 text-sm text-red-700">
                {errors.status.message}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`${prefix}-assignee`} className="block text-sm font-medium">
              Assignee
            </label>
            <select
              id={`${prefix}-assignee`}
              {...register('assigneeId')}
              {...describe('assigneeId', errors.assigneeId?.message)}
              className={inputClass}
            >
              <option value="">Nobody yet</option>
              {(assignees ?? []).map((assignee) => (
                <option key={assignee.id} value={assignee.id}>
                  {nameOf(assignee)}
                </option>
              ))}
            </select>
            {errors.assigneeId?.message ? (
              <p id={`${prefix}-assigneeId-message`} className="mt-1 text-sm text-red-700">
                {errors.assigneeId.message}
              </p>
            ) : null}
          </div>
          <FormField
            id={`${prefix}-due`}
            label="Due date (optional)"
            type="date"
            registration={register('dueAt')}
            error={errors.dueAt}
          />
        </div>
        <div className="flex justify-end gap-3">
          <button type="button" className={secondaryButtonClass} onClick={() => setOpen(false)}>
            Cancel
          </button>
          <button type="submit" className={buttonClass} disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : task ? 'Save changes' : 'Create task'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function StatusSelect({ task, onChanged }: { task: Task; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const change = async (status: Status) => {
    setBusy(true);
    try {
      await api.put(`/api/tasks/${task.id}`, { ...taskBody(task), status });
      toast({ title: 'Task updated', description: `${task.title}: ${statusLabels[status]}` });
      onChanged();
    } catch (error) {
      toast({
        title: 'Failed to update the task. Please try again.',
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <select
      aria-label={`Status of ${task.title}`}
      value={task.status}
      disabled={busy}
      onChange={(event) => change(event.target.value as Status)}
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

export default function TasksPage() {
  const { user } = useSession();
  const [status, setStatus] = useState<Status | ''>('');
  const [mineOnly, setMineOnly] = useState(false);
  const tasks = useAdminData<TaskList>(`/api/tasks${status ? `?status=${status}` : ''}`);
  const people = useAdminData<{ assignees: Assignee[] }>('/api/tasks/assignees');
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
        actions={
          <TaskDialog
            assignees={assignees}
            defaultAssignee={user?.id ?? null}
            onSaved={tasks.reload}
          />
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="task-filter" className="block text-sm font-medium text-slate-800">
            Show
          </label>
          <select
            id="task-filter"
            value={status}
            onChange={(event) => setStatus(event.target.value as Status | '')}
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
            onChange={(event) => setMineOnly(event.target.checked)}
            className="h-4 w-4 rounded border-slate-300"
          />
          Only tasks I created or was given
        </label>
      </div>
      {tasks.error ? <LoadError message={tasks.error} /> : null}
      {people.error ? <LoadError message={people.error} /> : null}
      {!tasks.data && !tasks.error ? (
        <div className="space-y-3">
          <SkeletonRow />
          <SkeletonRow />
          <SkeletonRow />
        </div>
      ) : null}
      {tasks.data && shown.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
          No tasks found.
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="space-y-3" aria-label="Tasks">
          {shown.map((task) => {
            const overdue = isOverdue(task);
            const changeable = mayChange(task, user);
            return (
              <li
                key={task.id}
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
                      <p className="mt-1 whitespace-pre-line text-sm text-slate-700">
                        {task.description}
                      </p>
                    ) : null}
                    <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
                      <span>Assignee: {assigneeName(task.assigneeId)}</span>
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
                      <>
                        <StatusSelect task={task} onChanged={tasks.reload} />
                        <TaskDialog
                          task={task}
                          assignees={assignees}
                          defaultAssignee={null}
                          onSaved={tasks.reload}
                        />
                        <ConfirmDelete
                          kind="task"
                          itemName={task.title}
                          deleted="Task deleted"
                          failed="Failed to delete the task. Please try again."
                          onConfirm={async () => {
                            await api.delete(`/api/tasks/${task.id}`);
                            tasks.reload();
                          }}
                        />
                      </>
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
          })}
        </ul>
      ) : null}
    </>
  );
}
