import { formatMexicanMobile } from '@store/contract';
import { escapeMarkup } from '../../../server/src/lib/markup';
import { devPage } from '../common/dev-page';
import type { ChatMessage } from './chats';

const CSS = `
      body { background: #efe7dc; }
      header { background: #075e54; color: #fff; padding: .85rem 1rem; position: sticky; top: 0; }
      header h1 { font-size: 1.05rem; margin: 0; }
      header p { margin: .15rem 0 0; font-size: .8rem; opacity: .9; }
      header a { color: #fff; }
      main { max-width: 30rem; margin: 0 auto; padding: .75rem .75rem 7rem; box-sizing: border-box; }
      ol.chat { list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; }
      ol.chat li { max-width: 85%; padding: .5rem .65rem .35rem; border-radius: .6rem; box-shadow: 0 1px 1px rgb(0 0 0 / .12); overflow-wrap: anywhere; white-space: pre-line; }
      ol.chat li.in { background: #fff; justify-self: end; background: #dcf8c6; }
      ol.chat li.out { background: #fff; justify-self: start; }
      ol.chat .meta { display: block; text-align: right; font-size: .72rem; color: #5c4f45; margin-top: .2rem; }
      ol.chat .template { display: block; font-size: .7rem; font-weight: 700; color: #075e54; margin-bottom: .2rem; }
      form.reply { position: fixed; left: 0; right: 0; bottom: 0; background: #f6efe3; padding: .6rem; display: flex; gap: .5rem; max-width: 30rem; margin: 0 auto; box-sizing: border-box; }
      form.reply label { flex: 1; }
      form.reply button { flex: none; }
      ul.chats { list-style: none; padding: 0; display: grid; gap: .5rem; }
      ul.chats a { display: block; background: #fff; padding: .8rem; border-radius: .5rem; text-decoration: none; }
      .empty { color: #5c4f45; }
      .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }`;

const timeOf = (date: Date) =>
  new Intl.DateTimeFormat('es-MX', {
    timeZone: 'America/Mexico_City',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);

const STATUS: Record<string, string> = { accepted: '🕓', sent: '✓', delivered: '✓✓', read: '✓✓ leído' };

/**
 * One number's chat as its phone would show it: the shop's messages on the left with their ticks (sent,
 * delivered, read), the shopper's answers on the right, and a box to answer as the shopper ('BAJA').
 * A form, no script; the page reloads to show news.
 */
export function chatPage(
  phone: string,
  messages: readonly ChatMessage[],
  links: { reply: string; list: string },
) {
  const rows = messages
    .map((message) => {
      const template = message.template
        ? `<span class="template">Plantilla ${escapeMarkup(message.template)}</span>`
        : '';
      const meta = `${escapeMarkup(timeOf(message.createdAt))}${message.direction === 'out' ? ` · ${escapeMarkup(STATUS[message.status] ?? message.status)}` : ''}`;
      return `<li class="${message.direction}">${template}${escapeMarkup(message.body)}<span class="meta">${meta}</span></li>`;
    })
    .join('\n        ');
  return devPage(
    `WhatsApp ${formatMexicanMobile(phone)}`,
    CSS,
    `    <header>
      <h1>Norteño Western</h1>
      <p>Chat de ${escapeMarkup(formatMexicanMobile(phone))} · <span>Simulador de WhatsApp</span> · <a href="${escapeMarkup(links.list)}">Todos los chats</a></p>
    </header>
    <main>
      ${messages.length === 0 ? '<p class="empty">Todavía no hay mensajes con este número.</p>' : `<ol class="chat" aria-label="Mensajes">\n        ${rows}\n      </ol>`}
    </main>
    <form class="reply" method="post" action="${escapeMarkup(links.reply)}">
      <label><span class="visually-hidden">Responder como cliente</span>
        <input name="texto" required maxlength="1000" placeholder="Responder como cliente (por ejemplo, BAJA)" autocomplete="off">
      </label>
      <button type="submit">Enviar</button>
    </form>`,
  );
}

/** Every number the local WhatsApp has a chat with. */
export function chatListPage(
  chats: readonly { phone: string; count: number }[],
  chatPath: (phone: string) => string,
) {
  const items = chats
    .map(
      (chat) =>
        `<li><a href="${escapeMarkup(chatPath(chat.phone))}">${escapeMarkup(formatMexicanMobile(chat.phone))} · ${chat.count} mensajes</a></li>`,
    )
    .join('\n        ');
  return devPage(
    'WhatsApp local',
    CSS,
    `    <header><h1>WhatsApp local</h1><p>Simulador de la API de WhatsApp Cloud de la tienda</p></header>
    <main>
      ${chats.length === 0 ? '<p class="empty">Todavía no hay chats.</p>' : `<ul class="chats">\n        ${items}\n      </ul>`}
    </main>`,
  );
}
