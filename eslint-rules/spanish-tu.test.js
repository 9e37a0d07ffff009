import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { spanishTu } from './spanish-tu.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const formal = (word) => [
  { message: `«${word}» es de usted: la tienda habla de tú (por ejemplo «intenta», «elige», «escribe»).` },
];

tester.run('spanish-tu', spanishTu, {
  valid: [
    { code: "const a = 'No se pudo guardar. Revisa tu conexión e intenta de nuevo.';" },
    { code: 'const b = `Elige otro puerto o detén el otro proceso (${port}).`;' },
    { code: 'const c = <p>Escribe el número de un producto.</p>;' },
    // A word that only contains a formal form is not one.
    { code: "const d = 'Los usuarios intentaron pagar; el comprador reviserá…';" },
  ],
  invalid: [
    { code: "const a = 'No se pudo guardar. Intente de nuevo.';", errors: formal('Intente') },
    {
      code: 'const b = `Ya está en uso (${port}). Deténgalo o use otro DATA_DIR.`;',
      errors: formal('Deténgalo'),
    },
    { code: 'const c = <p>Escriba el número de un producto.</p>;', errors: formal('Escriba') },
    { code: "const d = 'El archivo (descomprima el .zip antes).';", errors: formal('descomprima') },
    {
      code: "const e = 'está oculto; muéstrelo antes de ponerlo en el inicio.';",
      errors: formal('muéstrelo'),
    },
  ],
});
