import { escapeMarkup } from '../../../server/src/lib/markup';
import { SHOP_TIME_ZONE } from '../../../server/src/lib/shop-day';
import { PAGE_ICON } from '../common/page-icon';

export type MailboxEntry = { id: number; to: string; subject: string; receivedAt: Date };
export type MailboxMessage = MailboxEntry & {
  from: string;
  text: string | null;
  hasHtml: boolean;
  attachments: { name: string; contentType: string; size: number }[];
};

const when = new Intl.DateTimeFormat('es-MX', {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6efe3; color: #1f1a17; }
  header { background: #3d2417; color: #fff; padding: 1rem 0; }
  header div, main { max-width: 60rem; margin: 0 auto; padding: 0 1rem; }
  main { padding: 1rem; }
  header p { margin: .25rem 0 0; color: #f3e6cf; font-size: .9rem; }
  h1 { font-size: 1.25rem; margin: 0; }
  a { color: #3d2417; }
  a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  table { width: 100%; border-collapse: collapse; background: #fff; border-radius: .75rem; overflow: hidden; }
  th, td { text-align: left; padding: .65rem .75rem; border-bottom: 1px solid #e2d5c0; vertical-align: top; overflow-wrap: break-word; }
  td.to { overflow-wrap: anywhere; }
  th { background: #efe4d3; font-size: .85rem; }
  td.date { white-space: nowrap; color: #5c4f45; }
  .empty { background: #fff; padding: 1.25rem; border-radius: .75rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .35rem .75rem; background: #fff; padding: 1rem; border-radius: .75rem; margin: 0 0 1rem; }
  dt { font-weight: 700; } dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; height: 85vh; min-height: 24rem; border: 1px solid #e2d5c0; border-radius: .75rem; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; padding: 1rem; border-radius: .75rem; }
  h2 { font-size: 1.05rem; margin: 1.25rem 0 .5rem; }
  td.date span { white-space: nowrap; }
  @media (max-width: 40rem) { td.date { white-space: normal; } th, td { padding: .5rem; font-size: .95rem; } }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es-MX">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeMarkup(title)} · Buzón local</title>
    ${PAGE_ICON}
    <style>${STYLE}</style>
  </head>
  <body>
    <header>
      <div>
        <h1>Buzón local de Norteño Western</h1>
        <p>Solo en la demostración: aquí llegan los correos que la tienda envía; ninguno sale de esta máquina.</p>
      </div>
    </header>
    <main>${body}</main>
  </body>
</html>`;
}

/** "23 nov 2026, 1:32 p.m.", wrapping after the comma on a phone rather than anywhere. */
const dayAndTime = (date: Date) =>
  escapeMarkup(when.format(date)).replace(/^(.*?)(, )(.*)$/, '<span>$1</span>$2<span>$3</span>');

/**
 * A long address breaks before its @ and after its dots, not in the middle of a word; any other place
 * only when a part is still wider than a phone's column.
 */
const breakableAddresses = (addresses: string) =>
  escapeMarkup(addresses).replaceAll('@', '<wbr>@').replaceAll('.', '.<wbr>');

/** Every message the local SMTP server received, newest first. */
export function mailboxPage(entries: MailboxEntry[]): string {
  if (entries.length === 0) {
    return page(
      'Mensajes',
      `<h2>Mensajes</h2><p class="empty">Todavía no hay mensajes. Haz una compra en la tienda y aquí verás el correo que le llega al cliente.</p>`,
    );
  }
  const rows = entries
    .map(
      (entry) => `<tr>
        <td class="to">${breakableAddresses(entry.to)}</td>
        <td><a href="/dev-mail/${entry.id}">${escapeMarkup(entry.subject || '(sin asunto)')}</a></td>
        <td class="date"><time datetime="${entry.receivedAt.toISOString()}">${dayAndTime(entry.receivedAt)}</time></td>
      </tr>`,
    )
    .join('');
  return page(
    'Mensajes',
    `<h2>Mensajes</h2>
    <table>
      <caption class="visually-hidden" style="position:absolute;left:-9999px">Mensajes recibidos, el más reciente primero</caption>
      <thead><tr><th scope="col">Para</th><th scope="col">Asunto</th><th scope="col">Fecha</th></tr></thead>
      <tbody>${rows}</tbody>
    </table>`,
  );
}

/** One message: its envelope, its HTML in a sandboxed frame, and its plain-text part. */
export function messagePage(message: MailboxMessage): string {
  const subject = message.subject || '(sin asunto)';
  return page(
    subject,
    `<p><a href="/dev-mail">← Todos los mensajes</a></p>
    <h2>${escapeMarkup(subject)}</h2>
    <dl>
      <dt>De</dt><dd>${escapeMarkup(message.from)}</dd>
      <dt>Para</dt><dd>${escapeMarkup(message.to)}</dd>
      <dt>Fecha</dt><dd><time datetime="${message.receivedAt.toISOString()}">${escapeMarkup(when.format(message.receivedAt))}</time></dd>
    </dl>
    ${
      message.hasHtml
        ? `<h2>Como lo ve el cliente</h2>
    <iframe src="/dev-mail/${message.id}/html" title="Mensaje: ${escapeMarkup(subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox"></iframe>`
        : ''
    }
    ${
      message.attachments.length > 0
        ? `<h2>Archivos adjuntos</h2>
    <ul>${message.attachments
      .map(
        (file, index) =>
          `<li><a href="/dev-mail/${message.id}/attachments/${index}" download>${escapeMarkup(file.name)}</a> (${escapeMarkup(file.contentType)}, ${Math.max(1, Math.round(file.size / 1024))} KB)</li>`,
      )
      .join('')}</ul>`
        : ''
    }
    <h2>Texto sin formato</h2>
    <pre>${escapeMarkup(message.text ?? '(este mensaje no tiene parte de texto)')}</pre>`,
  );
}

export function notFoundPage(): string {
  return page(
    'No encontrado',
    `<p class="empty">Ese mensaje no existe. <a href="/dev-mail">Ver todos los mensajes</a></p>`,
  );
}
