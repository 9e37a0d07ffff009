import type { QrCodePath } from '@store/contract';

/**
 * A QR code from the server's path, black on white at whatever size its box gives it: the packing slip's
 * link to the order page, a pick-up order's code.
 */
export function QrCode({ code, label, className }: { code: QrCodePath; label: string; className: string }) {
  return (
    <svg
      className={className}
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
