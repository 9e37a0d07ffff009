/**
 * Black or white text for a colour button, by the colour's perceived brightness (the W3C formula,
 * 0-255) against the middle of that scale, 128.
 */
export function textColorFor(hex: string): '#000000' | '#ffffff' {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return '#000000';
  const [red, green, blue] = match.slice(1).map((part) => parseInt(part, 16)) as [number, number, number];
  const brightness = (red * 299 + green * 587 + blue * 114) / 1000;
  return brightness > 128 ? '#000000' : '#ffffff';
}
