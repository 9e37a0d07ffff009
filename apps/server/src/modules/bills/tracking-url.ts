/**
 * The carriers the shop ships with and their public tracking pages. 'Rastrear paquete' opens the page of
 * the bill's carrier with its tracking number; an unknown carrier gets no link rather than a wrong one.
 */
const TRACKING_PAGES: Record<string, (number: string) => string> = {
  DHL: (number) => `https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=${number}`,
  Estafeta: (number) => `https://www.estafeta.com/Herramientas/Rastreo?wayBill=${number}`,
  FedEx: (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}`,
  Paquetexpress: (number) => `https://www.paquetexpress.com.mx/rastreo/${number}`,
  Redpack: (number) => `https://www.redpack.com.mx/es/rastreo/?guias=${number}`,
  UPS: (number) => `https://www.ups.com/track?loc=es_MX&tracknum=${number}`,
};

export const CARRIERS = Object.keys(TRACKING_PAGES);

export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const page = TRACKING_PAGES[carrier];
  return page ? page(encodeURIComponent(trackingNumber)) : null;
}
