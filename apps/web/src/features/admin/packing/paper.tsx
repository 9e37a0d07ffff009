import type { QrCodePath } from '@store/contract/admin';
import type { ReactNode } from 'react';

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

/** A QR code from the server's path, black on white at whatever size the sheet gives it. */
export function QrCode({ code, label }: { code: QrCodePath; label: string }) {
  return (
    <svg
      className="packing-qr-code"
      viewBox={`0 0 ${code.size} ${code.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={code.size} height={code.size} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  );
}
