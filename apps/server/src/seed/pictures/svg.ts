export type Attrs = Record<string, string | number | undefined>;

/** A gradient stop: offset 0..1, colour, optional opacity. */
export type Stop = readonly [number, string, number?];

/** One decimal is invisible at 800px and keeps every picture to a few kilobytes. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Tagged template for path data that rounds every interpolated number. */
export function path(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += num(value) + (strings[i + 1] ?? '');
  });
  return out;
}

function openTag(tag: string, attrs: Attrs): string {
  let out = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === 'number' ? num(value) : value}"`;
  }
  return out;
}

export function el(tag: string, attrs: Attrs, children?: string): string {
  const open = openTag(tag, attrs);
  return children === undefined ? `${open}/>` : `${open}>${children}</${tag}>`;
}

/**
 * Collects shapes and their gradients. Ids are sequential, so the same drawing calls always yield
 * the same string, and several items can share one document (the banners) without id clashes.
 */
export class Drawing {
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private nextId = 0;
  private readonly shared = new Map<string, string>();

  private id(): string {
    const id = `g${this.nextId.toString(36)}`;
    this.nextId += 1;
    return id;
  }

  /** Reuses one definition (a button's pearl gradient, say) for every copy in the picture. */
  memo(key: string, create: () => string): string {
    const existing = this.shared.get(key);
    if (existing !== undefined) return existing;
    const created = create();
    this.shared.set(key, created);
    return created;
  }

  /**
   * Registers a path once in <defs> and returns its href, so garments can reuse their outline for the
   * shadow, the fill and the print without repeating long path data (keeps each SVG a few KB).
   */
  shape(pathData: string): string {
    return this.memo(`shape:${pathData}`, () => {
      const id = this.id();
      this.defs.push(el('path', { id, d: pathData }));
      return `#${id}`;
    });
  }

  /** Draws a registered shape with the given paint. */
  use(pathData: string, attrs: Attrs): void {
    this.parts.push(el('use', { href: this.shape(pathData), ...attrs }));
  }

  add(tag: string, attrs: Attrs, children?: string): void {
    this.parts.push(el(tag, attrs, children));
  }

  raw(markup: string): void {
    this.parts.push(markup);
  }

  /** Wraps whatever `draw` adds in a <g> (transform, clip, opacity...). */
  group(attrs: Attrs, draw: () => void): void {
    this.parts.push(`${openTag('g', attrs)}>`);
    draw();
    this.parts.push('</g>');
  }

  /** Gradient across the shape's bounding box (0..1), or in user space when `userSpace` is set. */
  linear(x1: number, y1: number, x2: number, y2: number, stops: readonly Stop[], userSpace = false): string {
    const id = this.id();
    this.defs.push(
      el(
        'linearGradient',
        { id, x1, y1, x2, y2, gradientUnits: userSpace ? 'userSpaceOnUse' : undefined },
        stopsMarkup(stops),
      ),
    );
    return `url(#${id})`;
  }

  radial(
    cx: number,
    cy: number,
    r: number,
    stops: readonly Stop[],
    userSpace = false,
    transform?: string,
  ): string {
    const id = this.id();
    this.defs.push(
      el(
        'radialGradient',
        {
          id,
          cx,
          cy,
          r,
          gradientUnits: userSpace ? 'userSpaceOnUse' : undefined,
          gradientTransform: transform,
        },
        stopsMarkup(stops),
      ),
    );
    return `url(#${id})`;
  }

  /**
   * A tile pattern in user space (plaid, knit, mesh, leather grain...).
   *
   * librsvg only takes its fast path when each tile lands on whole device pixels; otherwise one fill
   * can cost several hundred milliseconds. So tiles and offsets must be whole numbers, and any scale
   * applied above a pattern must be a multiple of 1/8 with whole-number translations (no rotations).
   */
  pattern(width: number, height: number, content: string, x = 0, y = 0): string {
    if (![width, height, x, y].every(Number.isInteger)) {
      throw new Error(
        `pattern tiles and offsets must be whole numbers (got ${width}x${height} at ${x},${y})`,
      );
    }
    const id = this.id();
    this.defs.push(
      el(
        'pattern',
        { id, width, height, x: x || undefined, y: y || undefined, patternUnits: 'userSpaceOnUse' },
        content,
      ),
    );
    return `url(#${id})`;
  }

  clip(shapes: string): string {
    const id = this.id();
    this.defs.push(el('clipPath', { id }, shapes));
    return `url(#${id})`;
  }

  toSvg(width: number, height: number): string {
    const defs = this.defs.length > 0 ? `<defs>${this.defs.join('')}</defs>` : '';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
      `viewBox="0 0 ${width} ${height}">${defs}${this.parts.join('')}</svg>`
    );
  }
}

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(([offset, color, opacity]) =>
      el('stop', {
        offset,
        'stop-color': color,
        'stop-opacity': opacity === undefined ? undefined : opacity,
      }),
    )
    .join('');
}
