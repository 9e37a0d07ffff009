// Search results and link previews cut descriptions at about this many characters.
const DESCRIPTION_LENGTH = 160;

/** A description that fits a preview: whole words, and an ellipsis when something was left out. */
export function shortDescription(text: string): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length <= DESCRIPTION_LENGTH) return characters.join('');
  const cut = characters.slice(0, DESCRIPTION_LENGTH - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
