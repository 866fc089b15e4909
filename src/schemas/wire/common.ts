import { z } from '../zod';
import { roles } from '#src/auth/roles';

/*
 * The API's answers as they cross the wire. Each shape is one zod schema: its input type is what
 * a service hands to `res.json()` (dates as `Date`), its output type is what the browser reads
 * (the same dates as ISO strings, which is what JSON.stringify makes of them). Nothing parses
 * with them: they name types, and the fields a service sends.
 */

/** A moment in time: a `Date` on the server, its ISO string once sent. */
export const isoDate = z.date().transform((date) => date.toISOString());

/** What the server sends for a wire schema. */
export type Sent<Schema extends z.ZodType> = z.input<Schema>;
/** What the browser receives for a wire schema. */
export type Received<Schema extends z.ZodType> = z.output<Schema>;

export const sessionUserWire = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: z.enum(roles),
});

/** A page of a list (GET /api/tasks and the like): its rows under `key`, and how many in all. */
export function listWire<Key extends string, Row extends z.ZodType>(key: Key, row: Row) {
  const shape = { [key]: z.array(row), total: z.number() };
  return z.object(shape as Record<Key, z.ZodArray<Row>> & { total: z.ZodNumber });
}

/** Just the fields a wire schema names, taken from a richer record (a model row). */
export function sentFields<Schema extends z.ZodObject>(
  schema: Schema,
  record: Sent<Schema>,
): Sent<Schema> {
  const fields = record as Record<string, unknown>;
  const sent = Object.keys(schema.shape).map((key) => [key, fields[key]]);
  return Object.fromEntries(sent) as Sent<Schema>;
}

/** An answer that is only a sentence to show (signed out, password changed). */
export const messageWire = z.object({ message: z.string() });

/** Every error the API answers: a sentence to show, and a message per field where fields were wrong. */
export const errorWire = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
