import { z } from 'zod';

// Both the browser and the server show zod's messages to Spanish-speaking shoppers.
z.config(z.locales.es());
