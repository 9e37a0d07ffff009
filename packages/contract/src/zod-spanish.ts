import { z } from 'zod';
import es from 'zod/v4/locales/es.js';

// Both the browser and the server show zod's messages to Spanish-speaking shoppers. Only the Spanish
// locale is imported: `z.locales` would bring every language into the browser's bundle.
z.config(es());
