import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { importBoundaries } from './import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const at = (file) => path.resolve(import.meta.dirname, '..', file);
const refused = (why) => [{ message: `Importación no permitida: ${why}` }];

tester.run('import-boundaries', importBoundaries, {
  valid: [
    {
      filename: at('apps/server/src/modules/orders/checkout.ts'),
      code: "import { takeStock } from '../catalog';",
    },
    { filename: at('apps/server/src/modules/orders/checkout.ts'), code: "import { bills } from './tables';" },
    {
      filename: at('apps/server/src/modules/catalog/editing/save.ts'),
      code: "import { x } from '../inventory/set';",
    },
    {
      filename: at('apps/server/src/modules/orders/tables.ts'),
      code: "import { variants } from '../catalog/tables';",
    },
    {
      filename: at('apps/server/src/db/schema/index.ts'),
      code: "export * from '../../modules/catalog/tables';",
    },
    {
      filename: at('apps/server/src/modules/orders/orders.test.ts'),
      code: "import { x } from '../catalog/stock';",
    },
    { filename: at('apps/server/src/app.ts'), code: "import { catalogRoutes } from './modules/catalog';" },
    {
      filename: at('e2e/load.test.ts'),
      code: "import { openDatabase } from '../apps/server/src/db/client';",
    },
    {
      filename: at('bench/api.ts'),
      code: "import { listProducts } from '../apps/server/src/modules/catalog';",
    },
    {
      filename: at('apps/web/src/features/cart/CartPanel.tsx'),
      code: "import { formatCentavos } from '../../lib/format';",
    },
    {
      filename: at('apps/web/src/app/router.tsx'),
      code: "import { CartPanel } from '../features/cart/CartPanel';",
    },
    {
      filename: at('apps/web/src/features/admin/orders/OrdersPage.tsx'),
      code: "import { AdminPager } from '../AdminPager';",
    },
    { filename: at('apps/server/src/modules/orders/checkout.ts'), code: "import Stripe from 'stripe';" },
    // A module's sub-folders are the module's own: they import its tables and each other.
    {
      filename: at('apps/server/src/modules/orders/lifecycle/move-order.ts'),
      code: "import { bills } from '../tables';",
    },
    {
      filename: at('apps/server/src/modules/orders/reads/order-detail.ts'),
      code: "import { paymentInstructionsOf } from '../settlement/payment-instructions';",
    },
    {
      filename: at('e2e/faults.test.ts'),
      code: "import { withClient } from '../apps/server/src/test/database/postgres-server';",
    },
  ],
  invalid: [
    {
      filename: at('apps/server/src/modules/admin/catalog/save.ts'),
      code: "import { takeStock } from '../../catalog/stock';",
      errors: refused(
        'el módulo "catalog" se usa solo por su index.ts ("modules/catalog"), no por sus archivos internos.',
      ),
    },
    {
      filename: at('apps/server/src/modules/invoices/issuing/invoice-items.ts'),
      code: "import { orderForInvoice } from '../../orders/reads/orders-for-invoices';",
      errors: refused(
        'el módulo "orders" se usa solo por su index.ts ("modules/orders"), no por sus archivos internos.',
      ),
    },
    {
      // A sub-folder's index.ts is the module's inside too: only the module's own index.ts is its entry.
      filename: at('apps/server/src/modules/admin/returns/routes.ts'),
      code: "import { listReturns } from '../../orders/returns';",
      errors: refused(
        'el módulo "orders" se usa solo por su index.ts ("modules/orders"), no por sus archivos internos.',
      ),
    },
    {
      filename: at('apps/server/src/modules/admin/catalog/save.ts'),
      code: "import { variants } from '../../catalog/tables';",
      errors: refused('las tablas de "catalog" son solo suyas: llama a las funciones de su index.ts.'),
    },
    {
      filename: at('apps/server/src/modules/orders/orders.test.ts'),
      code: "import { variants } from '../catalog/tables';",
      errors: refused('las tablas de "catalog" son solo suyas: llama a las funciones de su index.ts.'),
    },
    {
      filename: at('apps/server/src/modules/orders/checkout.ts'),
      code: "import { variants } from '../../db/schema';",
      errors: refused('un módulo importa sus tablas de su propio tables.ts, no de db/schema.'),
    },
    {
      filename: at('e2e/load.test.ts'),
      code: "import { takeStock } from '../apps/server/src/modules/catalog/stock';",
      errors: refused(
        'el módulo "catalog" se usa solo por su index.ts ("modules/catalog"), no por sus archivos internos.',
      ),
    },
    {
      filename: at('bench/api.ts'),
      code: "import { variants } from '../apps/server/src/db/schema';",
      errors: refused(
        'las pruebas de navegador y los benchmarks usan el servidor solo por sus entradas (app, config, db/client, seed, el index.ts de cada módulo, test/).',
      ),
    },
    {
      filename: at('apps/web/src/lib/cart/cart-store.ts'),
      code: "import { CartPanel } from '../../features/cart/CartPanel';",
      errors: refused('lib/ no depende de features/: lo que compartan va en lib/.'),
    },
    {
      filename: at('apps/web/src/features/cart/CartPanel.tsx'),
      code: "import { orderSummary } from '../checkout/checkout-rules';",
      errors: refused('features/cart no importa features/checkout: lo que compartan va en lib/.'),
    },
    {
      filename: at('apps/web/src/features/admin/orders/OrdersPage.tsx'),
      code: "import { ProductsPage } from '../products/ProductsPage';",
      errors: refused(
        'features/admin/orders no importa otra sección del back-office (products): lo que compartan va en features/admin.',
      ),
    },
    {
      filename: at('apps/web/src/features/catalog/product/ProductPage.tsx'),
      code: "import { NotFoundPage } from '../../../app/NotFoundPage';",
      errors: refused('una función de features/ no depende de app/.'),
    },
  ],
});
