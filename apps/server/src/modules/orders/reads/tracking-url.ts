import { CARRIERS, type Carrier } from '@store/contract/admin';

/**
 * The public tracking page of each carrier the shop ships with (the contract lists them, and the
 * back-office offers only those). 'Rastrear paquete' opens the page of the order's carrier with its
 * tracking number; an unknown carrier gets no link rather than a wrong one.
 */
const TRACKING_PAGES: Record<Carrier, (number: string) => string> = {
  DHL: (number) => `https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=${number}`,
  Estafeta: (number) => `https://www.estafeta.com/Herramientas/Rastreo?wayBill=${number}`,
  FedEx: (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}`,
  Paquetexpress: (number) => `https://www.paquetexpress.com.mx/rastreo/${number}`,
  Redpack: (number) => `https://www.redpack.com.mx/es/rastreo/?guias=${number}`,
  UPS: (number) => `https://www.ups.com/track?loc=es_MX&tracknum=${number}`,
};

const isCarrier = (name: string): name is Carrier => (CARRIERS as readonly string[]).includes(name);

export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber || !isCarrier(carrier)) return null;
  return TRACKING_PAGES[carrier](encodeURIComponent(trackingNumber));
}
