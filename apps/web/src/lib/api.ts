import { errorResponse, messageResponse, toQueryString, type QueryValue } from '@store/contract';
import type * as z from 'zod/mini';
import { takeHandedAnswer } from './page-data';

/** The API's base path; the storefront and the API share one origin. */
export const API_BASE = '/api';

/** A failed call, carrying the server's Spanish message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** For queries: one more try after a network or server failure; a 4xx answer would only repeat itself. */
export const retryUnlessRefused = (failures: number, error: unknown): boolean =>
  failures < 1 && !(error instanceof ApiError && error.status < 500);

/**
 * GET a JSON call and check its answer against the contract's schema: a shape that drifted is an error
 * here, not an `undefined` somewhere in a page.
 */
export async function apiGet<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  query: Record<string, QueryValue> = {},
  signal?: AbortSignal,
): Promise<z.output<Schema>> {
  const response = await fetch(`${API_BASE}${path}${toQueryString(query)}`, {
    credentials: 'include',
    headers: { accept: 'application/json' },
    signal,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorResponse.safeParse(body);
    throw new ApiError(response.status, parsed.success ? parsed.data.error : `Error ${response.status}`);
  }
  return schema.parse(body);
}

/**
 * The query options of a GET call: fetched by `apiGet`, or, on the page's first render, the answer the
 * server handed over in the page for this very call (checked by the same schema; a bad one is logged and
 * the call made instead).
 */
export function apiGetQuery<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  query: Record<string, QueryValue> = {},
) {
  return {
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet(path, schema, query, signal),
    initialData: (): z.output<Schema> | undefined => {
      const handed = takeHandedAnswer(`${path}${toQueryString(query)}`);
      if (handed === undefined) return undefined;
      const parsed = schema.safeParse(handed);
      if (!parsed.success) console.error('Los datos de la página no son válidos', path, parsed.error);
      return parsed.success ? parsed.data : undefined;
    },
  };
}

/**
 * A call that changes something (POST, PUT, PATCH, DELETE with a JSON body): answers the server's
 * `message`, or throws an ApiError carrying its `error` (empty when the server gave none, so the
 * caller shows its own fallback from the spec).
 */
export async function apiSend(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<string> {
  return messageResponse.parse(await send(method, path, body)).message;
}

/** A POST whose answer is more than a message, checked against the contract's schema; errors as apiSend. */
export async function apiPost<Schema extends z.ZodMiniType>(
  path: string,
  body: unknown,
  schema: Schema,
): Promise<z.output<Schema>> {
  return schema.parse(await send('POST', path, body));
}

async function send(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    credentials: 'include',
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorResponse.safeParse(payload);
    throw new ApiError(response.status, parsed.success ? parsed.data.error : '');
  }
  return payload;
}
