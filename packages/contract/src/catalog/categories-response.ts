import * as z from 'zod/mini';
import { category } from './categories';

/** GET /api/categories */
export const categoriesResponse = z.array(category);
