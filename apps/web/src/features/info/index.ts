import { INFO_PAGES, type InfoPagePath } from '@store/contract';
import type { JSX } from 'react';
import { AboutUsPage } from './about-us-page';
import { ClienteFrecuentePage } from './cliente-frecuente-page';
import { ContactPage } from './contact-page';
import { DevolucionesPage } from './devoluciones-page';
import { LocacionPage } from './locacion-page';
import { MarcasFrecuentesPage } from './marcas-frecuentes-page';
import { ModeloVentaPage } from './modelo-venta-page';
import { OpinionesClientesPage } from './opiniones-clientes-page';
import { PrivacyNoticePage } from './privacy-notice-page';
import { TerminosPage } from './terminos-page';

export type InfoRoute = { path: InfoPagePath; Component: () => JSX.Element };

// A record, so the compiler rejects a page of the contract left without its component.
const COMPONENTS: Record<InfoPagePath, () => JSX.Element> = {
  '/about_us': AboutUsPage,
  '/ClienteFrecuente': ClienteFrecuentePage,
  '/Contact': ContactPage,
  '/Devoluciones': DevolucionesPage,
  '/Terminos': TerminosPage,
  '/Locacion': LocacionPage,
  '/MarcasFrecuentes': MarcasFrecuentesPage,
  '/ModeloVenta': ModeloVentaPage,
  '/OpinionesClientes': OpinionesClientesPage,
  '/aviso-de-privacidad': PrivacyNoticePage,
};

const isInfoPagePath = (path: string): path is InfoPagePath => Object.hasOwn(INFO_PAGES, path);

/** The ten information routes, in the contract's order. */
export const INFO_ROUTES: InfoRoute[] = Object.keys(INFO_PAGES)
  .filter(isInfoPagePath)
  .map((path) => ({ path, Component: COMPONENTS[path] }));

export {
  AboutUsPage,
  ClienteFrecuentePage,
  ContactPage,
  DevolucionesPage,
  LocacionPage,
  MarcasFrecuentesPage,
  ModeloVentaPage,
  OpinionesClientesPage,
  PrivacyNoticePage,
  TerminosPage,
};
export { InfoPage } from './info-page';
