import { DEV_IDP_PREFIX } from '../../../server/src/dev-services';
import { escapeMarkup } from '../../../server/src/lib/markup';
import { PAGE_ICON } from '../common/page-icon';

/** The local provider's sign-in page: anyone can be anyone, which is the point in a demo or a test. */
export function signInPage(hidden: Record<string, string>, error?: string): string {
  const fields = Object.entries(hidden)
    .map(
      ([name, value]) => `<input type="hidden" name="${escapeMarkup(name)}" value="${escapeMarkup(value)}">`,
    )
    .join('\n      ');
  return `<!doctype html>
<html lang="es-MX">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Iniciar sesión · Proveedor local</title>
    ${PAGE_ICON}
  </head>
  <body style="font-family: system-ui, sans-serif; background: #f6efe3; color: #1f1a17; display: grid; place-items: center; min-height: 100vh; margin: 0;">
    <main style="box-sizing: border-box; background: #fff; padding: 1.5rem; border-radius: 1rem; width: min(24rem, calc(100vw - 2rem)); box-shadow: 0 10px 30px rgb(0 0 0 / 12%);">
      <h1 style="margin-top: 0; font-size: 1.4rem;">Iniciar sesión</h1>
      <p style="color: #6b5d52;">Proveedor de identidad local para demostración y pruebas. Escribe cualquier nombre y correo.</p>
      ${error ? `<p role="alert" style="color: #b3261e;">${escapeMarkup(error)}</p>` : ''}
      <form method="post" action="${DEV_IDP_PREFIX}/authorize" style="display: grid; gap: 0.75rem;">
      ${fields}
        <label style="display: grid; gap: 0.25rem;">Nombre<input name="name" required maxlength="120" autocomplete="name" style="box-sizing: border-box; width: 100%; min-width: 0; padding: 0.6rem; font: inherit;"></label>
        <label style="display: grid; gap: 0.25rem;">Correo<input name="email" type="email" required maxlength="200" autocomplete="email" style="box-sizing: border-box; width: 100%; min-width: 0; padding: 0.6rem; font: inherit;"></label>
        <button type="submit" style="padding: 0.75rem; font: inherit; font-weight: 700; background: #3d2417; color: #fff; border: 0; border-radius: 0.5rem; cursor: pointer;">Continuar</button>
      </form>
    </main>
  </body>
</html>`;
}
