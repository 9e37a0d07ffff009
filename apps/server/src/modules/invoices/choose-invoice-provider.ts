import type { Config } from '../../config';
import { DEV_FACTURAPI_KEY, DEV_FACTURAPI_PREFIX } from '../../dev-services';
import { facturapiProvider } from './facturapi-provider';
import type { InvoiceProvider } from './invoice-provider';

/**
 * Facturapi when its key is configured, otherwise the local stand-in of this same server (apps/stand-ins).
 * Either way it is the official SDK under the same adapter, so the shop's code makes the same calls.
 */
export function invoiceProvider(config: Config): InvoiceProvider {
  if (config.invoicing.facturapiKey) return facturapiProvider(config.invoicing.facturapiKey);
  return facturapiProvider(DEV_FACTURAPI_KEY, `${config.invoicing.devUrl}${DEV_FACTURAPI_PREFIX}/v2`);
}
