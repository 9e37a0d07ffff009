import { SHOP_NAME } from '@store/contract';
import type { ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';

/** The shop's colours, as the storefront has them. */
export const colors = {
  leather: '#3d2417',
  sand: '#f6efe3',
  gold: '#e9c46a',
  ink: '#1f1a17',
  muted: '#6b5d52',
  sale: '#b3261e',
  line: '#e2d5c0',
} as const;

/** The narrow right-hand column of a row (an amount, a count): as wide as its text, never wrapped. */
export const endColumn = {
  textAlign: 'right',
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
  width: '1%',
} as const;

/** What every template gets besides its message's facts. */
export type Site = { publicUrl: string };

export const absolute = (site: Site, path: string) => `${site.publicUrl}${path}`;

/**
 * The headers of an e-mail sent under the offers consent (the cart's reminder, the review invitation): the
 * mail client's own 'unsubscribe' button POSTs the address without opening a page (RFC 8058).
 */
export const offersUnsubscribeHeaders = (site: Site, links: { oneClickPath: string }) => ({
  'List-Unsubscribe': `<${absolute(site, links.oneClickPath)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const font = 'Helvetica, Arial, sans-serif';

/** Who a message is for, which the footer's "why you get this" depends on. */
export type Audience =
  'shopper' | 'staff' | 'stock-alert' | 'invoice-recipient' | { offers: { unsubscribePath: string } };

/**
 * One layout for every message: the shop's name on leather, a white card on sand, and a footer that says
 * who writes and why. Mail clients ignore stylesheets, so styles are inline; widths are fluid so a phone
 * at 390 px never scrolls sideways, with a narrow margin of sand so the card's rounded corners show there.
 */
export function Layout(props: {
  site: Site;
  preview: string;
  heading: string;
  audience?: Audience;
  children: ReactNode;
}) {
  const host = new URL(props.site.publicUrl).host;
  return (
    <Html lang="es-MX">
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body
        style={{
          backgroundColor: colors.sand,
          color: colors.ink,
          fontFamily: font,
          margin: 0,
          padding: '16px 10px',
        }}
      >
        <Container style={{ maxWidth: '600px', width: '100%' }}>
          <Section
            style={{ backgroundColor: colors.leather, borderRadius: '12px 12px 0 0', padding: '16px 20px' }}
          >
            <Link
              href={props.site.publicUrl}
              style={{ color: colors.gold, fontSize: '20px', fontWeight: 700, textDecoration: 'none' }}
            >
              {SHOP_NAME}
            </Link>
          </Section>
          <Section
            style={{ backgroundColor: '#ffffff', borderRadius: '0 0 12px 12px', padding: '8px 20px 20px' }}
          >
            <Heading as="h1" style={{ fontSize: '22px', lineHeight: '28px', margin: '16px 0 8px' }}>
              {props.heading}
            </Heading>
            {props.children}
          </Section>
          <Section style={{ padding: '8px 20px' }}>
            <Hr style={{ borderColor: colors.line }} />
            <Text style={{ color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: 0 }}>
              {`${SHOP_NAME} · Ropa western, botas y sombreros · Chihuahua, México. `}
              {props.audience === 'staff' ? (
                <>
                  {'Te llega este aviso porque eres del personal de '}
                  <Link href={props.site.publicUrl} style={{ color: colors.muted }}>
                    {host}
                  </Link>
                  .
                </>
              ) : props.audience === 'stock-alert' ? (
                <>
                  {'Te escribimos porque pediste que te avisáramos de una talla en '}
                  <Link href={props.site.publicUrl} style={{ color: colors.muted }}>
                    {host}
                  </Link>
                  {'. Para dejar de recibir avisos, quítalos en '}
                  <Link href={absolute(props.site, '/profile')} style={{ color: colors.muted }}>
                    Mis avisos
                  </Link>
                  {' (tu perfil).'}
                </>
              ) : typeof props.audience === 'object' ? (
                <>
                  {'Te escribimos porque aceptaste recibir de '}
                  <Link href={props.site.publicUrl} style={{ color: colors.muted }}>
                    {host}
                  </Link>
                  {' recordatorios, promociones e invitaciones a reseñar tus compras. '}
                  <Link
                    href={absolute(props.site, props.audience.offers.unsubscribePath)}
                    style={{ color: colors.muted }}
                  >
                    Darme de baja
                  </Link>
                  {' (con un clic, sin iniciar sesión).'}
                </>
              ) : props.audience === 'invoice-recipient' ? (
                <>
                  {'Te escribimos porque un cliente de '}
                  <Link href={props.site.publicUrl} style={{ color: colors.muted }}>
                    {host}
                  </Link>
                  {' pidió enviarte la factura de su compra. Si no la esperas, ignora este correo.'}
                </>
              ) : (
                <>
                  {'Te escribimos por tu compra en '}
                  <Link href={props.site.publicUrl} style={{ color: colors.muted }}>
                    {host}
                  </Link>
                  ; si tienes dudas, responde a este correo.
                </>
              )}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph(props: { children: ReactNode }) {
  return <Text style={{ fontSize: '16px', lineHeight: '24px', margin: '8px 0' }}>{props.children}</Text>;
}

/** The one thing the reader should do next, as a button that is a plain link underneath. */
export function ActionLink(props: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '16px 0' }}>
      <Link
        href={props.href}
        style={{
          backgroundColor: colors.leather,
          borderRadius: '8px',
          color: '#ffffff',
          display: 'inline-block',
          fontSize: '16px',
          fontWeight: 700,
          padding: '12px 20px',
          textDecoration: 'none',
        }}
      >
        {props.children}
      </Link>
    </Section>
  );
}
