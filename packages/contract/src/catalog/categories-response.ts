import { z } from 'zod';
import { category } from './categories';

/** GET /api/categories */
export const categoriesResponse = z.array(category);
