/**
 * The back-office: staff's routes over the catalogue, orders, locations and audit modules, and who is
 * staff. It owns no tables.
 */
export { adminRoutes } from './routes';
export { staffGuard } from './staff';
