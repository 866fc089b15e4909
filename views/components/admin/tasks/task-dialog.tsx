import { taskFormSchema, taskStatuses } from '#src/schemas/tasks';
import { api } from '../data/api';
import { adminKeys } from '../data/query-keys';
import { Button, Field, FormDialog, Select, TextArea, useDialogForm } from '../kit';
import { dueDay, nameOf, statusLabels, type Assignee, type Task } from './task-model';

/** Creates a task, or edits `task`: one form for both. */
export function TaskDialog({
  task,
  assignees,
  defaultAssignee,
}: {
  task?: Task;
  /** Null while the staff list loads: the form waits for it, so its assignee can be chosen. */
  assignees: Assignee[] | null;
  defaultAssignee: number | null;
}) {
  const id = (field: string) => `${task ? `task-${task.id}` : 'new-task'}-${field}`;
  const dialog = useDialogForm({
    schema: taskFormSchema,
    defaultValues: {
      title: task?.title ?? '',
      description: task?.description ?? '',
      status: task?.status ?? 'todo',
      assigneeId: String(task ? (task.assigneeId ?? '') : (defaultAssignee ?? '')),
      dueAt: dueDay(task?.dueAt ?? null),
    },
    submit: (values) =>
      task ? api.put(`/api/tasks/${task.id}`, values) : api.post('/api/tasks', values),
    successToast: (values) => ({
      title: task ? 'Task updated' : 'Task created',
      description: values.title,
    }),
    invalidates: [adminKeys.tasks.all],
  });
  const trigger = task ? (
    <Button variant="ghost" size="sm" aria-label={`Edit ${task.title}`} disabled={!assignees}>
      Edit
    </Button>
  ) : (
    <Button disabled={!assignees}>New Task</Button>
  );
  return (
    <FormDialog
      dialog={dialog}
      title={task ? 'Edit task' : 'New task'}
      description={task ? undefined : 'Something that needs doing, who does it and by when.'}
      trigger={trigger}
      submitLabel={task ? 'Save changes' : 'Create task'}
      busyLabel="Saving..."
    >
      <Field name="title" id={id('title')} label="Title" autoComplete="off" />
      <TextArea name="description" id={id('description')} label="Description (optional)" rows={3} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Select name="status" id={id('status')} label="Status">
          {taskStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </Select>
        <Select name="assigneeId" id={id('assignee')} label="Assignee">
          <option value="">Nobody yet</option>
          {(assignees ?? []).map((assignee) => (
            <option key={assignee.id} value={assignee.id}>
              {nameOf(assignee)}
            </option>
          ))}
        </Select>
        <Field name="dueAt" id={id('due')} label="Due date (optional)" type="date" />
      </div>
    </FormDialog>
  );
}
