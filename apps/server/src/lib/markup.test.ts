import { describe, expect, it } from 'vitest';
import { escapeMarkup, scriptJson } from './markup';

describe('escapeMarkup', () => {
  it('escapes the five characters that could end a text or an attribute', () => {
    expect(escapeMarkup(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeMarkup('Botas · Niños $1 100 %')).toBe('Botas · Niños $1 100 %');
  });
});

describe('scriptJson', () => {
  it('never lets a value end the script, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> & <!-- "x" \u2028\u2029' };
    const written = scriptJson(value);
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(written)).toEqual(value);
  });
});
