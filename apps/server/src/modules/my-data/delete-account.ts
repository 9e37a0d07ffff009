import { ACCOUNT_HOLD_MESSAGES } from '@store/contract/my-data';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { forgetAddresses } from '../addresses';
import { recordAudit } from '../audit';
import { deletedAccountEmail, forgetUser, type SessionUser } from '../auth';
import { forgetCustomerNote } from '../customers';
import { forgetMeasurements } from '../fit';
import { forgetFiscalProfiles } from '../invoices';
import { forgetRecipient } from '../mail';
import { accountHeldBy, forgetOrdersPersonalData } from '../orders';
import { forgetReviewsOf } from '../reviews';
import { forgetSavedLists } from '../saved-lists';
import { forgetStockAlerts } from '../stock-alerts';
import { forgetWhatsAppConsents } from '../whatsapp';

/** Who the audit log names as having deleted an account: the shopper, whose e-mail is gone with it. */
export const ACCOUNT_OWNER = 'el propio cliente';

/**
 * Deletes the user's account in one transaction (all or nothing). Erased: saved addresses, fiscal
 * profiles, the favourites and cart kept with the account, the sizes they waited for ('Avísame cuando
 * llegue'), their WhatsApp consents (what waited for their number is taken back), their measurements,
 * their reviews, published or not, with their photos, votes and fit answers (decision 066: the products'
 * stars and fit are counted without them), every session, the payment provider's customer link, the name, e-mail, phone and picture,
 * the address text of their orders and checkouts, and the facts of the messages written to or about
 * them (unsent ones are cancelled). Kept, without those: the orders and invoices (the SAT asks for five
 * years; an issued invoice keeps the fiscal data it was issued with and its link to the emptied row).
 * Refused (409) while an order is being paid, not shipped yet, on its way or waiting at the counter: the
 * parcel needs the name and address; the refusal names which.
 */
export async function deleteAccount(db: Database, user: SessionUser): Promise<void> {
  await db.transaction(async (tx) => {
    const hold = await accountHeldBy(tx, user.id);
    if (hold) throw new HttpError(409, ACCOUNT_HOLD_MESSAGES[hold]);
    await forgetAddresses(tx, user.id);
    await forgetFiscalProfiles(tx, user.id);
    await forgetSavedLists(tx, user.id);
    await forgetStockAlerts(tx, user.id);
    await forgetWhatsAppConsents(tx, user.id);
    await forgetCustomerNote(tx, user.id);
    await forgetMeasurements(tx, user.id);
    await forgetReviewsOf(tx, user.id);
    const orderIds = await forgetOrdersPersonalData(tx, user.id);
    await forgetRecipient(tx, { email: user.email, orderIds, replacement: deletedAccountEmail(user.id) });
    await forgetUser(tx, user.id);
    await recordAudit(tx, ACCOUNT_OWNER, { action: 'account.deleted', user: user.id });
  });
}
