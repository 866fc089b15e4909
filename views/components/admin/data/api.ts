/**
 * The admin's calls to /api: JSON in and out, the session cookie, and refusals as `ApiError`
 * carrying the status, the server's message and its per-field messages (DESIGN §5 error shape,
 * `{ message, errors }`).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function requestInit(method: Method, body: unknown): RequestInit {
  const json = body !== undefined && !(body instanceof FormData);
  return {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(json ? { 'Content-Type': 'application/json' } : {}) },
    body: body === undefined ? undefined : json ? JSON.stringify(body) : (body as FormData),
  };
}

function refusal(status: number, payload: unknown): ApiError {
  const { message, errors } = (payload ?? {}) as { message?: unknown; errors?: unknown };
  return new ApiError(
    typeof message === 'string' ? message : `The server answered ${status}`,
    status,
    errors && typeof errors === 'object' ? (errors as Record<string, string>) : {},
  );
}

export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, requestInit(method, body));
  } catch {
    throw new ApiError('Could not reach the server. Check your connection and try again.', null);
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw refusal(response.status, payload);
  return payload as T;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, body),
  delete: (path: string) => apiRequest<void>('DELETE', path),
};
