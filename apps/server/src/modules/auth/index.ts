/**
 * Sign-in and the shop's users: OpenID Connect with Google (or the local provider), server-side
 * sessions, and the shopper's profile. It owns the users, sessions and sign-in attempts tables.
 */
export { authRoutes } from './routes';
export { profileRoutes } from './profile-routes';
export { callbackUrl } from './callback-url';
export { sessionReader, NOT_SIGNED_IN, type SessionReader } from './current-user';
export { createSession, type SessionUser } from './sessions';
export { toCurrentUser } from './users';
// What other modules need of a user: how to reach them, a search by name or e-mail, a per-user lock.
export { contactsOf, customersSql, lockUser, userMatchesSql, type UserContact } from './contacts';
export { forgetUser, deletedAccountEmail, DELETED_ACCOUNT_NAME } from './forget-user';
export { clearSessionCookie } from './session-cookie';
// The one e-mail consent (reminders, offers, review invitations; decisions 060 and 066): the yes, its
// date and words, and the signed token of its one-click way out.
export {
  consentingContacts,
  offersConsentGiven,
  offersConsentOf,
  setOffersConsent,
  unsubscribeToken,
  userOfUnsubscribeToken,
} from './offers-consent';
