import type { MyDataResponse } from '@store/contract/my-data';
import { toPesos } from '@store/money';
import type { Database } from '../../db/client';
import { listAddresses } from '../addresses';
import { offersConsentGiven, type SessionUser } from '../auth';
import { couponsUsedBy } from '../coupons';
import { measurementsOf } from '../fit';
import { fiscalProfilesOf, invoiceUuidsOfOrders } from '../invoices';
import { ordersOf, statusHistoriesOf } from '../orders';
import { reviewDataOf } from '../reviews';
import { savedLists } from '../saved-lists';
import { listStockAlerts } from '../stock-alerts';
import { whatsappConsentsOf } from '../whatsapp';

/**
 * Everything the shop keeps about the user, as the file they download reads it; their photos' addresses on
 * `publicUrl`.
 */
export async function myData(db: Database, user: SessionUser, publicUrl: string): Promise<MyDataResponse> {
  const orders = await ordersOf(db, user.id);
  const orderIds = orders.map((order) => order.bill_id);
  const [
    addresses,
    fiscalProfiles,
    histories,
    uuids,
    lists,
    stockAlerts,
    coupons,
    measurements,
    emailConsent,
    reviews,
    whatsappConsents,
  ] = await Promise.all([
    listAddresses(db, user.id),
    fiscalProfilesOf(db, user.id),
    statusHistoriesOf(db, orderIds),
    invoiceUuidsOfOrders(db, orderIds),
    savedLists(db, user.id),
    listStockAlerts(db, user.id),
    couponsUsedBy(db, user.id),
    measurementsOf(db, user.id),
    offersConsentGiven(db, user.id),
    reviewDataOf(db, user.id, publicUrl),
    whatsappConsentsOf(db, user.id),
  ]);
  return {
    generated_at: new Date().toISOString(),
    profile: {
      name: user.name,
      email: user.email,
      phone_number: user.phoneNumber,
      picture: user.picture,
      created_at: user.createdAt.toISOString(),
    },
    addresses,
    fiscal_profiles: fiscalProfiles,
    orders: orders.map((order) => ({
      order,
      status_history: histories.get(order.bill_id) ?? [],
      invoice_uuids: uuids.get(order.bill_id) ?? [],
    })),
    favorites: lists.favorites,
    cart: lists.cart,
    stock_alerts: stockAlerts,
    coupons_used: coupons.map((use) => ({
      code: use.code,
      discount: toPesos(use.discountCents),
      used_at: use.usedAt.toISOString(),
    })),
    measurements,
    email_consent: emailConsent && {
      text: emailConsent.text,
      given_at: emailConsent.givenAt.toISOString(),
    },
    ...reviews,
    whatsapp_consents: whatsappConsents,
  };
}
