/**
 * Carts that come back (decision 060): one 'Tu carrito te espera' e-mail for a checkout left unpaid an
 * hour, only to shoppers who said yes to reminders and offers, with a link that rebuilds the cart on any
 * device and a one-click unsubscribe (the offers consent's one way out, for every e-mail sent under it:
 * decision 066); the dashboard's reminders and recovered carts. It owns
 * cart_reminders; the consent itself is the user's (auth), the checkouts are orders'.
 */
export { sendCartReminders, REMIND_AFTER_MS } from './send-reminders';
export { cartReminderRoutes } from './routes';
export { cartReminderFigures, RECOVERY_DAYS, type CartReminderFigures } from './figures';
export { BAD_UNSUBSCRIBE_LINK, CART_LINK_NOT_FOUND, UNSUBSCRIBE_PATH } from './links';
// The offers consent's way out, which every e-mail sent under it carries (the review invitation too).
export { offersUnsubscribeLinks } from './links';
