import { escapeMarkup } from '../../../../server/src/lib/markup';
import { devPage } from '../../common/dev-page';

/** What a hosted page shows once there is nothing to do on it (an unknown or expired payment). */
export function closedCheckoutPage(message: string, backUrl: string): string {
  return devPage(
    'Pago no disponible',
    `
      body { display: grid; place-items: center; min-height: 100vh; }
      main { background: #fff; padding: 2rem; border-radius: 1rem; max-width: 26rem; margin: 1rem; }`,
    `    <main>
      <h1>${escapeMarkup(message)}</h1>
      <p><a href="${escapeMarkup(backUrl)}">Volver a la tienda</a></p>
    </main>`,
  );
}
