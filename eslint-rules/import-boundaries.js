// Which folder may import which: the shop's layers and modules, held by lint so that a rule keeps one
// home. Paths are resolved from the importing file, so `../catalog/stock` and
// `../../../apps/server/src/modules/catalog/stock` are judged the same way.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = 'apps/server/src/';
const STAND_INS = 'apps/stand-ins/src/';
const WEB = 'apps/web/src/';
const STAND_INS_PACKAGE = '@store/stand-ins';
/** The one server file that loads the stand-ins, by a dynamic import the production bundle leaves out. */
const STAND_INS_MOUNT = `${SERVER}stand-ins.ts`;

/** Repository-relative path of an import, or undefined for a package import. */
function resolved(fromFile, source) {
  if (!source.startsWith('.')) return undefined;
  return path
    .relative(ROOT, path.resolve(path.dirname(fromFile), source))
    .split(path.sep)
    .join('/');
}

const isTestCode = (file) =>
  /\.test\.tsx?$/.test(file) ||
  file.startsWith(`${SERVER}test/`) ||
  file.startsWith(`${WEB}test/`) ||
  (file.startsWith(STAND_INS) && file.endsWith('/testing.ts'));

/** `apps/server/src/modules/<name>/...` → { name, rest }, where rest is the path inside the module. */
function serverModule(file) {
  const match = /^apps\/server\/src\/modules\/([^/]+)(?:\/(.*))?$/.exec(file);
  return match ? { name: match[1], rest: (match[2] ?? '').replace(/\.tsx?$/, '') } : undefined;
}

const isEntry = (target) => target.rest === '' || target.rest === 'index';
const isTables = (target) => target.rest === 'tables';

/**
 * Why `file` may not import the package `source`, or undefined when it may. The server loads the
 * stand-ins only by the dynamic import in stand-ins.ts; its tests may read them (their tables).
 */
function packageRefusal(file, source, { dynamic }) {
  if (source !== STAND_INS_PACKAGE && !source.startsWith(`${STAND_INS_PACKAGE}/`)) return undefined;
  if (!file.startsWith(SERVER) || isTestCode(file)) return undefined;
  if (dynamic && file === STAND_INS_MOUNT && source === STAND_INS_PACKAGE) return undefined;
  return 'el servidor carga @store/stand-ins solo con el import dinámico de stand-ins.ts, que el paquete de producción deja fuera.';
}

/**
 * Why the stand-ins' `file` may not import the server's `target`. The shop hands them what they need
 * when it mounts them; of its code they use only the values both sides agree on (dev-services.ts), its
 * helpers without state (lib/, db/columns) and its types. Their tests use the shop as its own tests do.
 */
function standInRefusal(file, target, { typeOnly }) {
  if (!file.startsWith(STAND_INS) || !target.startsWith(SERVER) || typeOnly || isTestCode(file)) {
    return undefined;
  }
  const plain = target.slice(SERVER.length).replace(/\.tsx?$/, '');
  if (plain === 'dev-services' || plain === 'db/columns' || plain.startsWith('lib/')) return undefined;
  return 'los stand-ins usan del servidor solo dev-services.ts, lib/, db/columns y tipos: lo demás se lo da la tienda al montarlos.';
}

/** Why `file` may not import `target`, or undefined when it may. */
function refusal(file, target, kind) {
  const standIn = standInRefusal(file, target, kind);
  if (standIn) return standIn;
  if (file.startsWith(SERVER) && target.startsWith(STAND_INS)) {
    return 'el servidor no importa los archivos de los stand-ins: los monta stand-ins.ts con su import dinámico.';
  }
  // Server modules: another module only through its entry file; tables only by their owner, by the
  // tables that hold foreign keys to them, and by db/schema, which gathers them for Drizzle.
  const into = serverModule(target);
  const from = serverModule(file);
  if (into && !(from && from.name === into.name)) {
    if (isTables(into)) {
      if ((from && isTables(from)) || file.startsWith(`${SERVER}db/schema/`)) return undefined;
      return `las tablas de "${into.name}" son solo suyas: llama a las funciones de su index.ts.`;
    }
    const testsOfTheShop = isTestCode(file) && (file.startsWith(SERVER) || file.startsWith(STAND_INS));
    if (!isEntry(into) && !testsOfTheShop) {
      return `el módulo "${into.name}" se usa solo por su index.ts ("modules/${into.name}"), no por sus archivos internos.`;
    }
  }
  if (target.startsWith(`${SERVER}db/schema`) && file.startsWith(`${SERVER}modules/`) && !isTestCode(file)) {
    return 'un módulo importa sus tablas de su propio tables.ts, no de db/schema.';
  }
  // Tests from outside the server (browser journeys, benchmarks) reach it only through entry points.
  if ((file.startsWith('e2e/') || file.startsWith('bench/')) && target.startsWith(SERVER)) {
    const entries =
      /^apps\/server\/src\/(app|config|main|db\/client|seed(\/index)?|modules\/[^/]+\/index|test\/.*)$/;
    const plain = target.replace(/\.tsx?$/, '');
    if (!entries.test(plain) && !(into && isEntry(into))) {
      return 'las pruebas de navegador y los benchmarks usan el servidor solo por sus entradas (app, config, db/client, seed, el index.ts de cada módulo, test/).';
    }
  }
  // Web: lib -> features -> app, and features do not know each other.
  if (file.startsWith(WEB) && target.startsWith(WEB)) {
    const layer = (p) => p.slice(WEB.length).split('/');
    const [fromLayer, fromFeature] = layer(file);
    const [toLayer, toFeature] = layer(target);
    if (fromLayer === 'lib' && (toLayer === 'features' || toLayer === 'app')) {
      return `lib/ no depende de ${toLayer}/: lo que compartan va en lib/.`;
    }
    if (fromLayer === 'features' && toLayer === 'app') return 'una función de features/ no depende de app/.';
    if (fromLayer === 'features' && toLayer === 'features' && fromFeature !== toFeature) {
      return `features/${fromFeature} no importa features/${toFeature}: lo que compartan va en lib/.`;
    }
    // The back-office's sections are kept apart the same way, sharing what sits in features/admin itself.
    const [, , fromSection, ...fromRest] = layer(file);
    const [, , toSection, ...toRest] = layer(target);
    const inSection = (section, rest) => section !== undefined && rest.length > 0;
    if (
      fromFeature === 'admin' &&
      toFeature === 'admin' &&
      inSection(fromSection, fromRest) &&
      inSection(toSection, toRest) &&
      fromSection !== toSection
    ) {
      return `features/admin/${fromSection} no importa otra sección del back-office (${toSection}): lo que compartan va en features/admin.`;
    }
  }
  return undefined;
}

/** `import type …`, `export type …`, or an import whose every name is a type: erased from the build. */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type')
  );
}

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports respect the layers and module boundaries of the shop.' },
    schema: [],
    messages: { refused: 'Importación no permitida: {{why}}' },
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const kind = { dynamic: node.type === 'ImportExpression', typeOnly: isTypeOnly(node) };
      const target = resolved(context.filename, source);
      const why = target === undefined ? packageRefusal(file, source, kind) : refusal(file, target, kind);
      if (why) context.report({ node: node.source, messageId: 'refused', data: { why } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
