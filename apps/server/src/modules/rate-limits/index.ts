/**
 * Per-client request limits shared by every server process, and limits on failed tries at one thing
 * (an order's pick-up code). It owns the rate_limit_windows table.
 */
export { admitEverything, registerRateLimits, type AdmitRequest } from './register-rate-limits';
export { countFailedTry, triesRefused } from './failed-tries';
export { retryText, type RateLimitRule } from './rules';
