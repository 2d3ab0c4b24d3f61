/**
 * The admin pages' calls to /api/admin/* (JSON, the session cookie, same origin so CSRF checks pass). Writes go through
 * the API, where the role check, the shared zod schema and the audit entry live; after a write, revalidate the page.
 */
import { callApi, type ApiResult } from './api-client.ts';

export function adminApi<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  return callApi<T>(url, { method, ...(body === undefined ? {} : { body }) });
}
