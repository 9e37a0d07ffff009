/**
 * The shop's WhatsApp message templates (decision 063), as they are submitted to Meta for approval: all
 * of category UTILITY, in Spanish (es_MX), with positional variables {{1}}, {{2}}… in the body. Meta refuses a body that
 * starts or ends with a variable, so each ends with words. Each variable carries only what the message needs (an order number, an amount, a date, a link, a pick-up
 * code): never a name, an address or a phone. docs/whatsapp-templates.md lists the same texts (a test
 * holds the two together) and the local stand-in refuses a call that does not fit them, as Meta does.
 */
export type WhatsAppTemplate = {
  /** What the back-office and the docs call it. */
  title: string;
  /** The body Meta shows the shopper, with {{n}} for each variable. */
  body: string;
  /** What each variable is, in order: {{1}} is the first. */
  variables: readonly string[];
  /** When it is sent. */
  when: string;
};

export const TEMPLATE_LANGUAGE = 'es_MX';

export const WHATSAPP_TEMPLATES = {
  pedido_recibido: {
    title: 'Pedido recibido',
    body: '¡Gracias por tu compra! Recibimos el pago de tu pedido #{{1}} por {{2}}. Consulta tu pedido en {{3}} y te avisaremos cuando salga.',
    variables: ['número de pedido', 'total pagado', 'enlace al pedido'],
    when: 'El pago del pedido se confirmó (tarjeta al momento; OXXO o SPEI cuando llega el dinero).',
  },
  ficha_oxxo: {
    title: 'Ficha OXXO para pagar',
    body: 'Apartamos tu pedido #{{1}}. Paga {{2}} en cualquier OXXO antes del {{3}} con la ficha que está en {{4}} y te confirmaremos el pago por aquí.',
    variables: [
      'número de pedido',
      'importe a pagar',
      'fecha y hora de vencimiento',
      'enlace al pedido con la ficha',
    ],
    when: 'Se eligió pagar en OXXO: el pedido queda "Pendiente de pago" con su ficha.',
  },
  ficha_oxxo_por_vencer: {
    title: 'Ficha OXXO por vencer',
    body: 'Tu ficha OXXO del pedido #{{1}} vence el {{2}}. Si aún quieres tus artículos, paga {{3}} con la ficha que está en {{4}} antes de esa hora.',
    variables: [
      'número de pedido',
      'fecha y hora de vencimiento',
      'importe a pagar',
      'enlace al pedido con la ficha',
    ],
    when: '24 horas antes de que venza la ficha, solo si el pedido sigue sin pagarse.',
  },
  transferencia_spei_pendiente: {
    title: 'Transferencia SPEI pendiente',
    body: 'Apartamos tu pedido #{{1}}. Transfiere {{2}} por SPEI antes del {{3}}; la CLABE y la referencia están en {{4}} y te confirmaremos el pago por aquí.',
    variables: [
      'número de pedido',
      'importe a transferir',
      'fecha y hora límite',
      'enlace al pedido con los datos',
    ],
    when: 'Se eligió pagar por transferencia SPEI: el pedido queda "Pendiente de pago".',
  },
  pedido_enviado: {
    title: 'Pedido enviado',
    body: 'Tu pedido #{{1}} ya va en camino con {{2}}. Puedes seguirlo en {{3}} hasta que llegue.',
    variables: ['número de pedido', 'paquetería', 'enlace de rastreo'],
    when: 'El pedido pasó a "enviado" con su guía.',
  },
  listo_para_recoger: {
    title: 'Listo para recoger',
    body: 'Tu pedido #{{1}} ya está listo en la tienda. Muestra el código {{2}} en el mostrador. Consulta en {{3}} la dirección y el horario de la tienda.',
    variables: ['número de pedido', 'código de recogida', 'enlace al pedido'],
    when: 'Un pedido para recoger en tienda quedó listo.',
  },
  pedido_entregado: {
    title: 'Pedido entregado',
    body: 'Tu pedido #{{1}} fue entregado. ¡Que lo disfrutes! Si algo no te quedó, pide un cambio o devolución en {{2}} dentro de los 5 días hábiles siguientes.',
    variables: ['número de pedido', 'enlace al pedido'],
    when: 'El pedido pasó a "entregado" (por la paquetería o en el mostrador).',
  },
  reembolso_hecho: {
    title: 'Reembolso hecho',
    body: 'Te devolvimos {{1}} del pedido #{{2}}. Consulta el detalle en {{3}}; según tu banco, puede tardar unos días en verse.',
    variables: ['importe devuelto', 'número de pedido', 'enlace al pedido'],
    when: 'Un reembolso del pedido se completó.',
  },
} as const satisfies Record<string, WhatsAppTemplate>;

export type TemplateName = keyof typeof WHATSAPP_TEMPLATES;

export const isTemplateName = (name: string): name is TemplateName => Object.hasOwn(WHATSAPP_TEMPLATES, name);

/** The text a template shows with these values (what the shopper reads), or null when they do not fit. */
export function renderTemplate(name: string, values: readonly string[]): string | null {
  if (!isTemplateName(name)) return null;
  const template: WhatsAppTemplate = WHATSAPP_TEMPLATES[name];
  if (values.length !== template.variables.length) return null;
  return template.body.replace(/\{\{(\d+)\}\}/g, (_match, n: string) => values[Number(n) - 1] ?? '');
}

/**
 * The one free-form text the shop sends: the answer to 'BAJA' or 'STOP'. Free text is allowed only
 * within 24 hours of the shopper's own message, which is exactly when it goes.
 */
export const OPT_OUT_CONFIRMATION =
  'Listo, ya no te enviaremos avisos de tus pedidos por WhatsApp. Tus correos siguen llegando. Si cambias de opinión, actívalos en tu perfil de la tienda.';

/** What a shopper writes to stop the news, in any case and with any spaces around it. */
export const isOptOutWord = (text: string): boolean => /^\s*(baja|stop)\s*[.!]?\s*$/i.test(text);
