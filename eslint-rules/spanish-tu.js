/**
 * The shop speaks to everyone with "tú", shoppers and the owner alike (in pages, e-mails, errors, the
 * command-line tools and start-up messages). This rule finds the "usted" forms that crept in most often:
 * imperatives such as 'Intente de nuevo', 'Elija otro', 'Deténgalo'. A text the storefront spec names in
 * "usted" keeps it, with an eslint-disable comment that says so.
 */
const FORMAL = [
  'intente',
  'inténtelo',
  'revise',
  'ejecute',
  'elija',
  'escriba',
  'seleccione',
  'ingrese',
  'verifique',
  'asegúrese',
  'deténgalo',
  'detenga',
  'indique',
  'descomprima',
  'muéstrelo',
  'usted',
];
// Word edges by hand: JavaScript's \b does not see accented letters as part of a word.
const pattern = new RegExp(`(?<![\\p{L}])(${FORMAL.join('|')})(?![\\p{L}])`, 'iu');

/** @type {import('eslint').Rule.RuleModule} */
export const spanishTu = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Texts speak with "tú", never "usted".' },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      const found = typeof text === 'string' ? pattern.exec(text) : null;
      if (found) {
        context.report({
          node,
          message: `«${found[1]}» es de usted: la tienda habla de tú (por ejemplo «intenta», «elige», «escribe»).`,
        });
      }
    };
    return {
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked),
      JSXText: (node) => check(node, node.value),
    };
  },
};
