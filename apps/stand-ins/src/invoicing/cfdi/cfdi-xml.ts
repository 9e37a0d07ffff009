import { XMLBuilder } from 'fast-xml-parser';
import { cfdiAmounts, quantityText, sixDecimals, twoDecimals } from './amounts';
import type { InvoiceJson } from '../invoice-json';
import { PERIODICITIES } from './sat-codes';
import {
  cfdiDateTime,
  FAKE_CERTIFICATE,
  FAKE_CERTIFICATE_NUMBER,
  FAKE_PAC_RFC,
  NO_FISCAL_VALIDITY,
} from './stamp';

const CFDI_NAMESPACE = 'http://www.sat.gob.mx/cfd/4';
const CFDI_SCHEMA = 'http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd';
const TFD_NAMESPACE = 'http://www.sat.gob.mx/TimbreFiscalDigital';
const TFD_SCHEMA = 'http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd';
/** c_Impuesto 002 (IVA) at c_TasaOCuota 0.160000, the only tax the stand-in computes. */
const IVA = { '@_Impuesto': '002', '@_TipoFactor': 'Tasa', '@_TasaOCuota': '0.160000' };

// fast-xml-parser escapes &, <, >, " and ' in attribute values (names with Ñ and & stay intact as UTF-8).
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  commentPropName: '#comment',
  suppressEmptyNode: true,
  format: true,
  indentBy: '  ',
});

/** `value` as an attribute only when present: optional CFDI attributes are left out, never empty. */
const optional = (name: string, value: string | null | undefined) => (value ? { [`@_${name}`]: value } : {});

/**
 * The CFDI 4.0 of an invoice or a credit note (TipoDeComprobante I or E), as Anexo 20's schema
 * (cfdv40.xsd) orders it: InformacionGlobal (for a global invoice), CfdiRelacionados (a credit note's
 * invoice), Emisor, Receptor, Conceptos each with its IVA traslado, the comprobante's Impuestos,
 * and the TimbreFiscalDigital 1.1 complement. Concepts carry six decimals; the comprobante's totals and
 * its Traslado two. A comment before the root says it has no fiscal validity (its seals are not real).
 */
export function cfdiXml(invoice: InvoiceJson): string {
  const amounts = cfdiAmounts(invoice.items);
  const concepts = invoice.items.map((item, index) => {
    const concept = amounts.concepts[index];
    if (!concept) throw new Error('Un concepto sin importes');
    return {
      '@_ClaveProdServ': item.product.product_key,
      ...optional('NoIdentificacion', item.product.sku),
      '@_Cantidad': quantityText(concept.quantity),
      '@_ClaveUnidad': item.product.unit_key,
      ...optional('Unidad', item.product.unit_name),
      '@_Descripcion': item.product.description,
      '@_ValorUnitario': sixDecimals(concept.unitValue),
      '@_Importe': sixDecimals(concept.amount),
      ...(concept.discount > 0 ? { '@_Descuento': sixDecimals(concept.discount) } : {}),
      '@_ObjetoImp': '02',
      'cfdi:Impuestos': {
        'cfdi:Traslados': {
          'cfdi:Traslado': {
            '@_Base': sixDecimals(concept.base),
            ...IVA,
            '@_Importe': sixDecimals(concept.iva),
          },
        },
      },
    };
  });
  const global = invoice.global;
  const comprobante = {
    '@_xmlns:cfdi': CFDI_NAMESPACE,
    '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    '@_xsi:schemaLocation': `${CFDI_NAMESPACE} ${CFDI_SCHEMA}`,
    '@_Version': '4.0',
    '@_Serie': invoice.series,
    '@_Folio': String(invoice.folio_number),
    '@_Fecha': cfdiDateTime(new Date(invoice.date)),
    '@_Sello': invoice.stamp.signature,
    '@_FormaPago': invoice.payment_form,
    '@_NoCertificado': FAKE_CERTIFICATE_NUMBER,
    '@_Certificado': FAKE_CERTIFICATE,
    '@_SubTotal': twoDecimals(amounts.subtotal),
    ...(amounts.anyDiscount ? { '@_Descuento': twoDecimals(amounts.discount) } : {}),
    '@_Moneda': 'MXN',
    '@_Total': twoDecimals(amounts.total),
    '@_TipoDeComprobante': invoice.type,
    '@_Exportacion': '01',
    '@_MetodoPago': invoice.payment_method,
    '@_LugarExpedicion': invoice.address.zip,
    ...(global
      ? {
          'cfdi:InformacionGlobal': {
            '@_Periodicidad': PERIODICITIES[global.periodicity]?.code ?? global.periodicity,
            '@_Meses': global.months,
            '@_Año': String(global.year),
          },
        }
      : {}),
    // A credit note's related invoices: one CfdiRelacionados per relationship, each UUID its own element.
    ...(invoice.related_documents.length > 0
      ? {
          'cfdi:CfdiRelacionados': invoice.related_documents.map((related) => ({
            '@_TipoRelacion': related.relationship,
            'cfdi:CfdiRelacionado': related.documents.map((uuid) => ({ '@_UUID': uuid })),
          })),
        }
      : {}),
    'cfdi:Emisor': {
      '@_Rfc': invoice.issuer_info.tax_id,
      '@_Nombre': invoice.issuer_info.legal_name,
      '@_RegimenFiscal': invoice.issuer_info.tax_system,
    },
    'cfdi:Receptor': {
      '@_Rfc': invoice.customer.tax_id,
      '@_Nombre': invoice.customer.legal_name,
      '@_DomicilioFiscalReceptor': invoice.customer.address.zip,
      '@_RegimenFiscalReceptor': invoice.customer.tax_system,
      '@_UsoCFDI': invoice.use,
    },
    'cfdi:Conceptos': { 'cfdi:Concepto': concepts },
    'cfdi:Impuestos': {
      '@_TotalImpuestosTrasladados': twoDecimals(amounts.iva),
      'cfdi:Traslados': {
        'cfdi:Traslado': {
          '@_Base': twoDecimals(amounts.base),
          ...IVA,
          '@_Importe': twoDecimals(amounts.iva),
        },
      },
    },
    'cfdi:Complemento': {
      'tfd:TimbreFiscalDigital': {
        '@_xmlns:tfd': TFD_NAMESPACE,
        '@_xsi:schemaLocation': `${TFD_NAMESPACE} ${TFD_SCHEMA}`,
        '@_Version': '1.1',
        '@_UUID': invoice.uuid,
        '@_FechaTimbrado': cfdiDateTime(new Date(invoice.stamp.date)),
        '@_RfcProvCertif': FAKE_PAC_RFC,
        '@_SelloCFD': invoice.stamp.signature,
        '@_NoCertificadoSAT': invoice.stamp.sat_cert_number,
        '@_SelloSAT': invoice.stamp.sat_signature,
      },
    },
  };
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    '#comment': ` ${NO_FISCAL_VALIDITY}. Sus sellos y certificados no son reales. `,
    'cfdi:Comprobante': comprobante,
  }) as string;
}
