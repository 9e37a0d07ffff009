import type { QrCodePath } from '@store/contract/admin';
import type { ReactNode } from 'react';
import { QrCode as SharedQrCode } from '../../../lib/qr-code';

/**
 * The screen-only strip above a sheet: a way back and 'Imprimir'. The print style hides it, with the
 * back-office's header and menu, so that the paper carries only the sheet.
 */
export function PrintBar({ children }: { children: ReactNode }) {
  return (
    <div className="packing-bar">
      {children}
      <button type="button" className="button button-primary" onClick={() => window.print()}>
        Imprimir
      </button>
    </div>
  );
}

/** A QR code on a sheet: sized by the sheet's style, on screen and on paper. */
export function QrCode({ code, label }: { code: QrCodePath; label: string }) {
  return <SharedQrCode code={code} label={label} className="packing-qr-code" />;
}
