import { urlWithoutPassword } from './lib/url-without-password';

/**
 * What is secret among the variables, in one place: every name with SECRET, TOKEN, KEY or PASSWORD as a
 * word (SESSION_SECRET, GOOGLE_CLIENT_SECRET, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, FACTURAPI_KEY,
 * ENVIA_API_KEY, ENVIA_WEBHOOK_SECRET, METRICS_TOKEN, and those still to come, as WHATSAPP_TOKEN), and the
 * password inside any URL (DATABASE_URL, SMTP_URL). A rule by name, not a list, so that a variable added
 * later is secret the day it is added: a refusal goes to the terminal, the system log and whoever is sent
 * a copy of it.
 */
const SECRET_NAME = /(?:^|_)(?:SECRET|TOKEN|KEY|PASSWORD)(?:_|$)/;

export const isSecretVariable = (name: string): boolean => SECRET_NAME.test(name);

// A provider's key starts with its kind (`sk_live_`, `pk_test_`, `rk_`): its first four characters tell a
// publishable key given where the secret one belongs, and are printed on the provider's own dashboard.
const KEY_NAME = /_KEY$/;
const SHOWN_KEY_START = 4;
// A value this short shows no start at all: four characters of it would be most of it.
const SHORTEST_KEY_SHOWN = 12;

/**
 * What a refusal may say it received: a secret's length (and a key's first four characters), a URL without
 * its password, anything else as it came (its first 80 characters).
 */
export function shownValue(name: string, value: string): string {
  if (isSecretVariable(name)) {
    const length = `${value.length} caracteres`;
    const key = value.trim();
    return KEY_NAME.test(name) && key.length >= SHORTEST_KEY_SHOWN
      ? `${JSON.stringify(`${key.slice(0, SHOWN_KEY_START)}…`)}, ${length}`
      : length;
  }
  return JSON.stringify(urlWithoutPassword(value).slice(0, 80));
}
