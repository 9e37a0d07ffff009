import type { QrCodePath } from '@store/contract';
import QRCode from 'qrcode';

/** Blank modules around the code, as the QR standard asks, so a phone's camera finds its edges. */
const QUIET_ZONE = 4;

/**
 * `text` as a QR code, each row's runs of dark modules one rectangle of a single SVG path: a few
 * hundred characters for an address, drawn crisp at any print size.
 */
export function qrCodePath(text: string): QrCodePath {
  const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = code.modules.size;
  let path = '';
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!code.modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && code.modules.get(row, column)) column += 1;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h-${column - start}z`;
    }
  }
  return { size: count + 2 * QUIET_ZONE, path };
}

/**
 * `text` as a QR code in a PNG `widthPx` wide, black on white, for e-mails: mail clients show a PNG where
 * they would drop an SVG.
 */
export function qrCodePng(text: string, widthPx: number): Promise<Buffer> {
  return QRCode.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: QUIET_ZONE,
    width: widthPx,
    color: { dark: '#000000', light: '#ffffff' },
  });
}
