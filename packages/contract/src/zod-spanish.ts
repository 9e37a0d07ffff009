import { config } from 'zod/mini';
import es from 'zod/v4/locales/es.js';

// The server shows zod's messages to Spanish-speaking shoppers: it imports this module once at start-up
// (`@store/contract/zod-spanish`), and the tests load it as a setup file. The contract's index does not,
// so the browser, which never shows zod's own messages, does not download the locale. Only the Spanish
// locale is imported: `z.locales` would bring every language in.
config(es());
