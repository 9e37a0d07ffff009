/** Health and readiness answers for load balancers and monitoring. */
export { systemRoutes } from './routes';
