import { errorResponse, toQueryString, type QueryValue } from '@store/contract';
import type * as z from 'zod/mini';
import { reportConnected, reportNoConnection, sending } from './offline/connection';
import { takeHandedAnswer } from './page-data';

/** The API's base path; the storefront and the API share one origin. */
export const API_BASE = '/api';

/**
 * Every failed call, in one shape. `status` is the HTTP status, or 0 when no answer arrived (no network,
 * a dropped connection). `message` is the server's reason, in Spanish, or empty when it gave none, so
 * that the caller shows its own words for what failed. `cause` is the failed connection, or the body of
 * a refusal as it came (JSON), for the calls whose refusals say more than a reason (the form field at
 * fault, for one).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    options?: ErrorOptions,
    /** The form field the refusal is about, when the server named one: the form shows `message` under it. */
    readonly field?: string,
  ) {
    super(message, options);
    this.name = 'ApiError';
  }

  /** Whether the server answered at all. */
  get answered(): boolean {
    return this.status !== 0;
  }
}

/** The server's reason for a failed call, or `fallback` when it gave none or could not be reached. */
export const reasonOr = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.message ? error.message : fallback;

/** A 4xx answer: asking again would only repeat it, where a network or server failure may pass. */
export const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.answered && error.status < 500;

/** For queries: one more try after a network or server failure, none after a refusal. */
export const retryUnlessRefused = (failures: number, error: unknown): boolean =>
  failures < 1 && !isRefusal(error);

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A body sent as JSON. */
  json?: unknown;
  /**
   * A file sent as it is, with `type` as its Content-Type: a picture, or the SEPOMEX archive, which JSON
   * would only make bigger.
   */
  upload?: { data: Blob; type: string };
  signal?: AbortSignal;
  /** Sent even if the page is being left (a last write as the tab closes). */
  keepalive?: boolean;
};

/**
 * The one way the web calls the API: JSON calls and uploads alike. The answer is checked against the
 * contract's schema, so a shape that drifted is an error here, not an `undefined` somewhere in a page; a
 * refusal or a failed connection is an `ApiError`. A call its caller aborted rejects as fetch rejects it.
 */
export async function request<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  { method = 'GET', query = {}, json, upload, signal, keepalive }: RequestOptions = {},
): Promise<z.output<Schema>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (upload) {
    headers['content-type'] = upload.type;
    body = upload.data;
  } else if (method !== 'GET') {
    // A change goes as JSON even when it has nothing to say (`{}`): the server takes a change only as JSON,
    // a file or with its own header, none of which another site can send without asking it first. (A GET
    // has no body.)
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json ?? {});
  }
  let response: Response;
  const sent = sending();
  try {
    response = await fetch(`${API_BASE}${path}${toQueryString(query)}`, {
      method,
      credentials: 'include',
      headers,
      body: body ?? null,
      signal: signal ?? null,
      ...(keepalive ? { keepalive } : {}),
    });
  } catch (failure) {
    if (signal?.aborted) throw failure;
    reportNoConnection(sent);
    throw new ApiError(0, '', { cause: failure });
  }
  reportConnected(sent);
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorResponse.safeParse(payload);
    throw new ApiError(
      response.status,
      parsed.success ? parsed.data.error : '',
      { cause: payload },
      parsed.success ? parsed.data.field : undefined,
    );
  }
  return schema.parse(payload);
}

/**
 * The answer the server handed over in the page for the call `call` (with its query), checked by the
 * call's schema as a network answer is; undefined when there is none, or a bad one (logged), so that the
 * call is made instead.
 */
export function handedAnswer<Schema extends z.ZodMiniType>(
  call: string,
  schema: Schema,
): z.output<Schema> | undefined {
  const handed = takeHandedAnswer(call);
  if (handed === undefined) return undefined;
  const parsed = schema.safeParse(handed);
  if (!parsed.success) console.error('Los datos de la página no son válidos', call, parsed.error);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The query options of a GET call: fetched by `request`, or, on the page's first render, the answer the
 * server handed over in the page for this very call.
 */
export function requestQuery<Schema extends z.ZodMiniType>(
  path: string,
  schema: Schema,
  query: Record<string, QueryValue> = {},
) {
  return {
    queryFn: ({ signal }: { signal: AbortSignal }) => request(path, schema, { query, signal }),
    initialData: () => handedAnswer(`${path}${toQueryString(query)}`, schema),
  };
}
