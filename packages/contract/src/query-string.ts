/** An API call's query parameters, as both the browser and the server write them. */
export type QueryValue = string | number | boolean | undefined | readonly (string | number)[];

/** `?a=1&b=2&b=3`, leaving out what is undefined; arrays repeat the parameter, as the API's list calls expect. */
export function toQueryString(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
