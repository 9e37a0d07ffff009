/** The shopper's saved delivery addresses. It owns the shipping_addresses table. */
export { addressesRoutes } from './routes';
export { addressText, forgetAddresses, listAddresses, ownedAddress } from './addresses';
export { savedAddressesAcrossImport } from './colonia-links';
