import { SectionTabs } from '../SectionTabs';

/** The pages under the back-office's 'Devoluciones': the requests, and the returns of each product. */
export const RETURN_PAGES = [
  { href: '/devoluciones', label: 'Solicitudes' },
  { href: '/devoluciones/por-producto', label: 'Por producto' },
] as const;

/** 'Solicitudes' and 'Por producto', under the entry 'Devoluciones'. */
export function ReturnsTabs() {
  return <SectionTabs label="Devoluciones" pages={RETURN_PAGES} />;
}
