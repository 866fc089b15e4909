import { z } from './zod';
import { earliestDate, idValue, optionalDateTime, requiredText, text } from './common';

export const taskStatuses = ['todo', 'in_progress', 'done'] as const;

export const taskInputSchema = z.object({
  title: requiredText(300, 'Title'),
  description: text(5000, 'Description').default(''),
  status: z.enum(taskStatuses, { error: 'Unknown status' }).default('todo'),
  assigneeId: idValue
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  dueAt: optionalDateTime(),
});
export type TaskInput = z.infer<typeof taskInputSchema>;

export const taskListQuerySchema = z.object({
  status: z.enum(taskStatuses, { error: 'Unknown status' }).optional(),
});

/**
 * The /admin/tasks form: the due date is a calendar day (`YYYY-MM-DD`, stored as midnight UTC)
 * and the assignee comes from a select, where '' means nobody.
 */
export const taskFormSchema = taskInputSchema.extend({
  assigneeId: z
    .string()
    .regex(/^\d*$/, 'Invalid id')
    .transform((value) => (value ? Number(value) : null)),
  dueAt: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Invalid date')
    .transform((value) => (value ? new Date(`${value}T00:00:00.000Z`) : null))
    .refine((date) => !date || date.getTime() >= earliestDate, 'Invalid date'),
});
