import { escapeMarkup } from '../../../server/src/lib/markup';
import { PAGE_ICON } from './page-icon';

/** The look every stand-in page shares: the shop's colours, a phone first, visible keyboard focus. */
const BASE_CSS = `
      body { font-family: system-ui, sans-serif; margin: 0; background: #f6efe3; color: #1f1a17; }
      h1 { font-size: 1.2rem; margin: 0 0 .25rem; } h2 { font-size: 1rem; margin: 1.25rem 0 .5rem; }
      button { padding: .85rem; font: inherit; font-weight: 700; background: #3d2417; color: #fff; border: 2px solid #3d2417; border-radius: .5rem; cursor: pointer; }
      button.secondary { background: #fff; color: #3d2417; }
      input, select { width: 100%; min-width: 0; box-sizing: border-box; padding: .7rem; font: inherit; border: 1px solid #b9aca0; border-radius: .5rem; background: #fff; }
      label { display: grid; gap: .3rem; font-weight: 600; font-size: .9rem; }
      input:focus-visible, select:focus-visible, button:focus-visible, a:focus-visible, summary:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
      .alert { background: #fdecea; color: #8c1d18; padding: .75rem; border-radius: .5rem; margin: 0; }
      .hint { color: #5c4f45; font-size: .85rem; margin: 0; }
      .hint + form, .hint + .actions { margin-top: .75rem; }
      a { color: #3d2417; }`;

/** A stand-in's page in Spanish: `title` for the tab, `css` of its own, `body` as written. */
export function devPage(title: string, css: string, body: string): string {
  return `<!doctype html>
<html lang="es-MX">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeMarkup(title)}</title>
    ${PAGE_ICON}
    <style>${BASE_CSS}${css}
    </style>
  </head>
  <body>
${body}
  </body>
</html>`;
}
