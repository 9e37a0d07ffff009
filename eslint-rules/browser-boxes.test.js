import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The back-office asks before what cannot be undone in the shop's own dialog (lib/dialog/confirm), never in
 * the browser's bare box: the repository's lint configuration refuses every way a web file could open one.
 */
describe("the browser's own boxes in the web app", () => {
  /** The rule that refuses each line of `lines`, linted as one file of the web app. */
  const refusals = async (lines) => {
    const [result] = await new ESLint().lintText(lines.join('\n'), {
      filePath: 'apps/web/src/features/admin/probe.tsx',
    });
    return lines.map((_, index) =>
      result.messages
        .filter((message) => message.line === index + 1)
        .map((message) => message.ruleId)
        .join(' '),
    );
  };

  it('are refused as window, globalThis or self properties and as bare globals', async () => {
    const calls = ['confirm', 'alert', 'prompt'].flatMap((box) => [
      `export const ${box}1 = () => window.${box}('¿Seguro?');`,
      `export const ${box}2 = () => globalThis.${box}('¿Seguro?');`,
      `export const ${box}3 = () => self.${box}('¿Seguro?');`,
      `export const ${box}4 = () => ${box}('¿Seguro?');`,
    ]);
    expect(await refusals(calls)).toEqual(
      calls.map((call) =>
        /\.(confirm|alert|prompt)\(/.test(call) ? 'no-restricted-properties' : 'no-restricted-globals',
      ),
    );
  }, 60_000);

  it('leave the shop’s own confirmation alone', async () => {
    const lines = [
      "import { useConfirm } from '../../lib/dialog/confirm';",
      'export const useAsk = () => useConfirm().ask;',
    ];
    expect(await refusals(lines)).toEqual(['', '']);
  }, 60_000);
});
