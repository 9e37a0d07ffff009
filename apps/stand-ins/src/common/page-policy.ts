/**
 * The stand-ins' own pages (the sign-in, the hosted checkout, the mailbox) style themselves inline and
 * run no script; the shop's pages keep their strict policy.
 */
export const STAND_IN_PAGE_POLICY =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'";
