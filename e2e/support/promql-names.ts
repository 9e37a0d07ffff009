/** PromQL's words that are not metric names: operators, keywords and aggregation modifiers. */
const KEYWORDS = new Set(['and', 'or', 'unless', 'by', 'without', 'on', 'ignoring', 'bool', 'offset']);
const KEYWORDS_WITH_LABELS = /\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g;

/**
 * The metric names a PromQL expression reads: every name that is not a function (followed by `(`), a
 * keyword, a label list or matcher, a duration or a string. Enough for the expressions in deploy/.
 */
export function metricNamesIn(expression: string): string[] {
  const bare = expression
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(KEYWORDS_WITH_LABELS, ' ');
  const names = [...bare.matchAll(/([a-zA-Z_:][\w:]*)(\s*\()?/g)]
    .filter((match) => match[2] === undefined && !KEYWORDS.has(match[1]!))
    .map((match) => match[1]!);
  return [...new Set(names)];
}

/**
 * The names a scrape exposes, from its `# TYPE` lines: a histogram's `_bucket`, `_sum` and `_count` and a
 * summary's `_sum` and `_count` too.
 */
export function exposedNames(exposition: string): Set<string> {
  const names = new Set<string>();
  for (const match of exposition.matchAll(/^# TYPE (\S+) (\w+)$/gm)) {
    const [, name, type] = match as unknown as [string, string, string];
    names.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
    if (type === 'summary') for (const suffix of ['_sum', '_count']) names.add(name + suffix);
  }
  return names;
}
