const MARKUP_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text or an attribute value made safe for HTML and XML alike. Product names and descriptions come from
 * the database and may hold anything, so everything the server writes into a page goes through here.
 */
export const escapeMarkup = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => MARKUP_ESCAPES[char] ?? char);

/**
 * JSON for a `<script type="application/json">` or `application/ld+json`. The browser ends the script at the
 * first `</script>` whatever JSON thinks, so `<` (and `>`, `&` for good measure) are written as JSON escapes,
 * which parse back to the same text; so are the line and paragraph separators U+2028 and U+2029, which end a
 * line in older JavaScript parsers. A name the shopper typed goes through here.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
