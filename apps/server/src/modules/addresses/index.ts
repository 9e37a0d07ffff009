/** The shopper's saved delivery addresses. It owns the shipping_addresses table. */
export { addressesRoutes } from './routes';
export {
  addressPartsOf,
  addressText,
  forgetAddresses,
  listAddresses,
  ownedAddress,
  recipientOf,
  type AddressParts,
  type AddressRecipient,
} from './addresses';
export { savedAddressesAcrossImport } from './colonia-links';
