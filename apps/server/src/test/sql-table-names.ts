import ts from 'typescript';

/** The tables a `tables.ts` file declares: the first argument of each `pgTable('name', …)` call. */
export function declaredTables(source: string): string[] {
  return [...source.matchAll(/\bpgTable\(\s*['"`]([a-z_][a-z0-9_]*)['"`]/g)].map((match) => match[1]!);
}

/**
 * The tables of `known` that a source file's SQL names: after FROM, JOIN, UPDATE, INTO, USING, TABLE or
 * TRUNCATE (and each further table of a comma list, `FROM promotions pr, products pp`), quoted or not, in
 * any case; or as the whole of a drizzle sql`…` piece (sql`brands`, spliced into a query elsewhere).
 *
 * SQL lives only in a file's texts (strings, sql`…` templates, sql.raw's argument), so only those are
 * read: comments and code never count, whatever words they use, and SQL's own `--` and block comments are
 * dropped. A template's pieces are read around a placeholder where its `${…}` values go. Only names of
 * `known` tables count, so an English word after "from" in a message is not a table.
 */
export function tablesNamedInSql(fileName: string, source: string, known: ReadonlySet<string>): Set<string> {
  const named = new Set<string>();
  // Parsing is the slow part: a file that never spells one of the tables cannot name it in SQL.
  const spelled = new RegExp(`\\b(?:${[...known].join('|')})\\b`, 'i');
  if (known.size === 0 || !spelled.test(source)) return named;
  const add = (name: string) => {
    const table = name.toLowerCase();
    if (known.has(table)) named.add(table);
  };
  for (const { text, inSqlCall } of textsOf(fileName, source)) {
    const bare = withoutSqlComments(text);
    for (const keyword of bare.matchAll(KEYWORD)) {
      TABLE_ITEM.lastIndex = keyword.index + keyword[0].length;
      for (let item = TABLE_ITEM.exec(bare); item; item = item[2] ? TABLE_ITEM.exec(bare) : null) {
        add(item[1]!);
      }
    }
    const whole = /^\s*"?([a-z_][a-z0-9_]*)"?\s*$/i.exec(bare);
    if (inSqlCall && whole) add(whole[1]!);
  }
  return named;
}

const KEYWORD = /\b(?:from|join|update|into|using|table|truncate)\s+/gi;
// A table (maybe ONLY, maybe `public.`, maybe in double quotes), its alias, and a comma when another follows.
const TABLE_ITEM =
  /(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?(?:\s+(?:as\s+)?"?[a-z_][a-z0-9_]*"?)?\s*(,\s*)?/iy;

type SourceText = { text: string; inSqlCall: boolean };

function textsOf(fileName: string, source: string): SourceText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const texts: SourceText[] = [];
  const visit = (node: ts.Node, inSqlCall: boolean): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      texts.push({ text: node.text, inSqlCall });
    } else if (ts.isTemplateExpression(node)) {
      const pieces = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      texts.push({ text: pieces.join(' ? '), inSqlCall });
    }
    node.forEachChild((child) => {
      // Only the template itself or the call's own arguments are SQL, not the code spliced into them.
      const sqlChild =
        (ts.isTaggedTemplateExpression(node) && child === node.template && isSqlTag(node.tag)) ||
        (ts.isCallExpression(node) && child !== node.expression && isSqlCall(node.expression));
      visit(child, sqlChild);
    });
  };
  visit(file, false);
  return texts;
}

/** drizzle's `sql` tag (with or without a type: sql<string>`…`). */
const isSqlTag = (node: ts.Node): boolean => ts.isIdentifier(node) && node.text === 'sql';

/** drizzle's `sql.raw(…)` and `sql.identifier(…)`, whose text goes into the query as it is. */
const isSqlCall = (node: ts.Node): boolean =>
  ts.isPropertyAccessExpression(node) &&
  isSqlTag(node.expression) &&
  (node.name.text === 'raw' || node.name.text === 'identifier');

function withoutSqlComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/--[^\n]*/g, ' ');
}
