import { UniqueViolationError } from 'objection';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
  isDatabaseUnavailable,
  toHttpError,
} from '#src/errors';

describe('toHttpError', () => {
  it.each([
    [new ValidationError('Title is required', { title: 'Title is required' }), 400],
    [new UnauthorizedError(), 401],
    [new ForbiddenError(), 403],
    [new NotFoundError('Post not found'), 404],
    [new ConflictError('That slug is already taken'), 409],
  ])('maps %s to its status and message', (error, status) => {
    const mapped = toHttpError(error);
    expect(mapped.status).toBe(status);
    expect(mapped.body.message).toBe(error.message);
  });

  it('keeps field errors of a validation error', () => {
    const mapped = toHttpError(
      new ValidationError('Bad', { email: 'Please enter a valid email address' }),
    );
    expect(mapped.body).toEqual({
      message: 'Bad',
      errors: { email: 'Please enter a valid email address' },
    });
  });

  it('turns a zod error into 400 with the first message and one message per field', () => {
    const schema = z.object({
      username: z.string().min(3, 'Username must be at least 3 characters'),
      email: z.email('Please enter a valid email address'),
    });
    const result = schema.safeParse({ username: 'ab', email: 'nope' });
    const mapped = toHttpError(result.error);
    expect(mapped).toEqual({
      status: 400,
      body: {
        message: 'Username must be at least 3 characters',
        errors: {
          username: 'Username must be at least 3 characters',
          email: 'Please enter a valid email address',
        },
      },
    });
  });

  it('turns a unique violation into 409 naming the column', () => {
    // Objection's typings omit the constructor it really has (see db-errors).
    const Violation = UniqueViolationError as unknown as new (details: object) => Error;
    const error = new Violation({
      nativeError: new Error('duplicate key'),
      client: 'postgres',
      table: 'posts',
      columns: ['slug'],
      constraint: 'posts_slug_unique',
      schema: undefined,
    });
    expect(toHttpError(error)).toEqual({
      status: 409,
      body: {
        message: 'That slug is already taken',
        errors: { slug: 'That slug is already taken' },
      },
    });
  });

  it('names the column of an expression index in a unique violation', () => {
    const Violation = UniqueViolationError as unknown as new (details: object) => Error;
    const error = new Violation({
      nativeError: new Error('duplicate key'),
      client: 'postgres',
      table: 'users',
      columns: ['lower(username::text)'],
      constraint: 'users_username_unique',
      schema: undefined,
    });
    expect(toHttpError(error).body).toEqual({
      message: 'That username is already taken',
      errors: { username: 'That username is already taken' },
    });
  });

  it('maps body parser failures to 400, 413 and 415', () => {
    expect(
      toHttpError(
        Object.assign(new SyntaxError('Unexpected end'), {
          type: 'entity.parse.failed',
          status: 400,
        }),
      ).status,
    ).toBe(400);
    expect(
      toHttpError(Object.assign(new Error('too large'), { type: 'entity.too.large', status: 413 }))
        .status,
    ).toBe(413);
    expect(
      toHttpError(
        Object.assign(new Error('bad charset'), { type: 'charset.unsupported', status: 415 }),
      ).status,
    ).toBe(415);
  });

  it('adds Retry-After seconds for rate limits', () => {
    expect(toHttpError(new TooManyRequestsError('Too many attempts', 900))).toMatchObject({
      status: 429,
      retryAfterSeconds: 900,
    });
  });

  it('answers 503 when the database is unreachable', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(toHttpError(refused).status).toBe(503);
  });

  it('hides everything about an unexpected error', () => {
    const mapped = toHttpError(
      new TypeError("Cannot read properties of undefined (reading 'secret')"),
    );
    expect(mapped.status).toBe(500);
    expect(mapped.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
  });
});
