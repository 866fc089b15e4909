import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '#views/components/admin/data/api';
import { adminKeys } from '#views/components/admin/data/query-keys';
import { placeServerErrors } from '#views/components/admin/kit/use-dialog-form';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(body === null ? null : JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('the admin API helper', () => {
  it('answers the JSON body, and nothing for 204', async () => {
    vi.stubGlobal('fetch', answer(200, { users: [] }));
    await expect(api.get('/api/users')).resolves.toEqual({ users: [] });
    vi.stubGlobal('fetch', answer(204, null));
    await expect(api.delete('/api/users/1')).resolves.toBeUndefined();
  });

  it("throws the server's status, message and field errors", async () => {
    vi.stubGlobal(
      'fetch',
      answer(422, { message: 'Validation failed', errors: { email: 'Email is taken' } }),
    );
    const refusal = await api.post('/api/users', {}).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({
      status: 422,
      message: 'Validation failed',
      errors: { email: 'Email is taken' },
    });
  });

  it('names the status when the body says nothing, and a network failure plainly', async () => {
    vi.stubGlobal('fetch', answer(500, null));
    await expect(api.get('/api/x')).rejects.toMatchObject({
      status: 500,
      message: 'The server answered 500',
      errors: {},
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(api.get('/api/x')).rejects.toMatchObject({
      status: null,
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });
});

describe('server errors on a form', () => {
  it('puts field messages beside the fields and keeps the message only for the rest', () => {
    const setError = vi.fn();
    const allPlaced = new ApiError('Validation failed', 422, { email: 'Email is taken' });
    expect(placeServerErrors(allPlaced, setError, ['email', 'username'])).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'email',
      { message: 'Email is taken' },
      { shouldFocus: true },
    );

    const notAField = new ApiError('Validation failed', 422, { path: 'Unknown page' });
    expect(placeServerErrors(notAField, vi.fn(), ['title'])).toBe('Validation failed');
    expect(placeServerErrors(new ApiError('Forbidden', 403), vi.fn(), ['title'])).toBe('Forbidden');
  });
});

describe('query keys', () => {
  it('nest every list and detail under its resource, so one key invalidates them all', () => {
    const list = adminKeys.posts.list({ page: 2 });
    const detail = adminKeys.posts.detail(7);
    expect(list.slice(0, adminKeys.posts.all.length)).toEqual(adminKeys.posts.all);
    expect(detail.slice(0, adminKeys.posts.all.length)).toEqual(adminKeys.posts.all);
    expect(adminKeys.posts.all).not.toEqual(adminKeys.tags.all);
  });
});
