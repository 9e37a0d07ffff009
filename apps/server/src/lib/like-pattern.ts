/**
 * An ILIKE pattern for "contains `text`": `%`, `_` and the escape itself typed by a person are searched
 * for as they are, not as wildcards.
 */
export const containing = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
