export * from './catalog';
export * from './accounts';
export * from './locations';
export * from './orders';
export * from './rate-limits';
export * from './back-office';
