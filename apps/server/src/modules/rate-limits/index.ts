/** Per-client request limits shared by every server process. It owns the rate_limit_windows table. */
export { admitEverything, registerRateLimits, type AdmitRequest } from './register-rate-limits';
export type { RateLimitRule } from './rules';
