/**
 * PostgreSQL error classes that mean "the database cannot answer now" rather than "this request is
 * wrong": connection exceptions (08), operator intervention such as a shutdown (57P), and a server out
 * of resources (53).
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P)/;

// What node's sockets and the pg pool say when the server is gone or does not accept connections.
const UNAVAILABLE_NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

/**
 * True when an error, or any error it wraps (drizzle wraps the driver's in `cause`), says the database
 * is unreachable. Such a request may succeed if tried again later, so it answers 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NETWORK_CODES.has(code)))
      return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    if (UNAVAILABLE_MESSAGES.some((message) => current instanceof Error && current.message.includes(message)))
      return true;
    current = current.cause;
  }
  return false;
}
