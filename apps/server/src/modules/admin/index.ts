/**
 * The back-office: the team's routes over the catalogue, orders, locations, audit and team modules. It
 * owns no tables; who may do what is the team module's rule.
 */
export { adminRoutes } from './routes';
