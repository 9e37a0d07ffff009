/**
 * The URL with its password replaced by `***`, fit for a log line or a refusal: a database's or a mail
 * server's URL carries its password, and whoever reads the system log must not learn it. A text that is no
 * URL still loses whatever stands between `scheme://user:` and the last `@`.
 */
export function urlWithoutPassword(url: string): string {
  if (URL.canParse(url)) {
    const parsed = new URL(url);
    if (!parsed.password) return url;
    parsed.password = '***';
    return parsed.toString();
  }
  return url.replace(/^([a-z][\w+.-]*:\/\/[^:/@\s]*):.*@/i, '$1:***@');
}
