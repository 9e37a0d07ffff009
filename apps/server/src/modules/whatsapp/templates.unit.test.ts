import { readFileSync } from 'node:fs';
import {
  formatMexicanMobile,
  mexicanMobile,
  isOptOutWord,
  OPT_OUT_CONFIRMATION,
  renderTemplate,
  WHATSAPP_TEMPLATES,
  type TemplateName,
} from '@store/contract';
import { describe, expect, it } from 'vitest';
import { messageBody } from './cloud-client';
import { templateValues, type OrderNews } from './order-news';

const SHOP = 'https://tienda.example.mx';
const PAGE = `${SHOP}/BuyDetails/1042`;
// 5 Dec 2026, 21:59 in Mexico City.
const EXPIRES = '2026-12-06T03:59:00.000Z';

/** One order's facts for every template, and the values each must carry, in the template's order. */
const EXAMPLES: {
  [Name in TemplateName]: { news: Extract<OrderNews, { template: Name }>; values: string[] };
} = {
  pedido_recibido: {
    news: { template: 'pedido_recibido', orderNumber: 1042, totalCents: 1_899_00 },
    values: ['1042', '$1,899.00', PAGE],
  },
  ficha_oxxo: {
    news: { template: 'ficha_oxxo', orderNumber: 1042, amountCents: 2_350_50, expiresAt: EXPIRES },
    values: ['1042', '$2,350.50', 'sáb 5 de dic, 21:59', PAGE],
  },
  ficha_oxxo_por_vencer: {
    news: { template: 'ficha_oxxo_por_vencer', orderNumber: 1042, amountCents: 2_350_50, expiresAt: EXPIRES },
    values: ['1042', 'sáb 5 de dic, 21:59', '$2,350.50', PAGE],
  },
  transferencia_spei_pendiente: {
    news: {
      template: 'transferencia_spei_pendiente',
      orderNumber: 1042,
      amountCents: 999_00,
      expiresAt: EXPIRES,
    },
    values: ['1042', '$999.00', 'sáb 5 de dic, 21:59', PAGE],
  },
  pedido_enviado: {
    news: {
      template: 'pedido_enviado',
      orderNumber: 1042,
      carrier: 'Estafeta',
      trackingUrl: 'https://rastreo.estafeta.com/123',
    },
    values: ['1042', 'Estafeta', 'https://rastreo.estafeta.com/123'],
  },
  listo_para_recoger: {
    news: { template: 'listo_para_recoger', orderNumber: 1042, pickupCode: 'K7M2Q9' },
    values: ['1042', 'K7M2Q9', PAGE],
  },
  pedido_entregado: { news: { template: 'pedido_entregado', orderNumber: 1042 }, values: ['1042', PAGE] },
  reembolso_hecho: {
    news: { template: 'reembolso_hecho', orderNumber: 1042, refundedCents: 450_00 },
    values: ['$450.00', '1042', PAGE],
  },
};

describe('the WhatsApp templates', () => {
  it.each(Object.keys(WHATSAPP_TEMPLATES) as TemplateName[])(
    '%s: its variables are filled in order, each once, and the text reads whole',
    (name) => {
      const { news, values } = EXAMPLES[name];
      const filled = templateValues(news, SHOP).map((value) => value.replace(/\u00a0/g, ' '));
      expect(filled).toEqual(values);
      expect(filled).toHaveLength(WHATSAPP_TEMPLATES[name].variables.length);
      const text = renderTemplate(name, filled);
      expect(text).not.toBeNull();
      expect(text).not.toMatch(/\{\{\d+\}\}/);
      for (const value of values) expect(text).toContain(value);
      // Meta refuses a body that starts or ends with a variable.
      expect(WHATSAPP_TEMPLATES[name].body).not.toMatch(/^\{\{|\}\}\W*$/);
      // The request says the template's name, its language and exactly these values.
      expect(messageBody('6145550199', { type: 'template', template: name, values: filled })).toMatchObject({
        to: '526145550199',
        template: { name, language: { code: 'es_MX' }, components: [{ type: 'body' }] },
      });
    },
  );

  it('refuses values that do not fit a template, as Meta does', () => {
    expect(renderTemplate('pedido_recibido', ['1042', '$1.00'])).toBeNull();
    expect(renderTemplate('pedido_recibido', ['1042', '$1.00', PAGE, 'de más'])).toBeNull();
    expect(renderTemplate('promocion_buen_fin', [])).toBeNull();
  });

  it('a shipped order without a carrier page links to its own page', () => {
    const values = templateValues(
      { template: 'pedido_enviado', orderNumber: 7, carrier: 'Paquetexpress', trackingUrl: null },
      SHOP,
    );
    expect(values).toEqual(['7', 'Paquetexpress', `${SHOP}/BuyDetails/7`]);
  });

  it('docs/whatsapp-templates.md says the same texts and variables as the code', () => {
    // Prettier pads the tables' cells: spaces are compared as one.
    const doc = readFileSync(
      new URL('../../../../../docs/whatsapp-templates.md', import.meta.url),
      'utf8',
    ).replace(/ +/g, ' ');
    for (const [name, template] of Object.entries(WHATSAPP_TEMPLATES)) {
      expect(doc).toContain(`## ${template.title} (\`${name}\`)`);
      expect(doc).toContain(template.body);
      template.variables.forEach((variable, index) =>
        expect(doc).toContain(`| \`{{${index + 1}}}\` | ${variable} |`),
      );
    }
    expect(doc).toContain(OPT_OUT_CONFIRMATION);
  });
});

describe('a Mexican mobile', () => {
  it.each([
    ['6141234567', '6141234567'],
    ['614 123 4567', '6141234567'],
    ['(614) 123-45-67', '6141234567'],
    ['+52 614 123 4567', '6141234567'],
    ['+52 1 614 123 4567', '6141234567'],
    ['526141234567', '6141234567'],
    ['55.1234.5678', '5512345678'],
  ])('%s is %s', (input, digits) => expect(mexicanMobile(input)).toBe(digits));

  it.each([
    '',
    '123',
    '0141234567',
    '1141234567',
    '+1 212 555 0102',
    '61412345678',
    '614-123-45O7',
    '+44 7700 900123',
  ])('%j is refused', (input) => expect(mexicanMobile(input)).toBeNull());

  it('is written as the consent says it', () =>
    expect(formatMexicanMobile('6141234567')).toBe('+52 614 123 4567'));
});

describe("'BAJA'", () => {
  it.each(['BAJA', 'baja', ' Baja. ', 'STOP', 'stop!'])('%j stops the news', (text) =>
    expect(isOptOutWord(text)).toBe(true),
  );
  it.each(['¿Cuándo llega mi pedido?', 'no me des de baja', 'STOPPED', ''])('%j does not', (text) =>
    expect(isOptOutWord(text)).toBe(false),
  );
});
