import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { tw } from '../styles/tw';

/** WIDGETS.md: the address code is 128 px. */
export const QR_SIZE = 128;
/** A code that carries a transfer request is drawn with modules of at least this many CSS px... */
export const MIN_MODULE_PX = 3;
/** ...inside a quiet zone of this many modules: what a phone camera needs off a 1x screen. */
export const QUIET_MODULES = 4;

/**
 * How a code is drawn: the plain address code at 128 px (a short text, large modules already); a code
 * with a query (a Solana Pay transfer request, with its reference and message) in whole CSS pixels per
 * module, at least MIN_MODULE_PX, with a QUIET_MODULES quiet zone, so it grows past 128 px as its URL
 * needs. At 128 px such a URL's 57 modules were 1.7 px each on a 1x screen: too dense to scan.
 */
export function qrLayout(value: string): { size: number; margin: number } {
  if (!value.includes('?')) return { size: QR_SIZE, margin: 1 };
  const modules = QRCode.create(value, { errorCorrectionLevel: 'L' }).modules.size + 2 * QUIET_MODULES;
  const modulePx = Math.max(MIN_MODULE_PX, Math.floor(QR_SIZE / modules));
  return { size: modulePx * modules, margin: QUIET_MODULES };
}

/** A QR code (error level L) drawn as an SVG image: no canvas, no HTML injection. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [svg, setSvg] = useState<{ value: string; src: string; size: number } | null>(null);
  useEffect(() => {
    let current = true;
    const { size, margin } = qrLayout(value);
    QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'L', width: size, margin }).then(
      (markup) =>
        current && setSvg({ value, size, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` }),
      () => current && setSvg(null),
    );
    return () => {
      current = false;
    };
  }, [value]);
  return svg && svg.value === value ? (
    // Whole pixels per module, never smoothed: a blurred edge is what a camera misreads.
    <img
      src={svg.src}
      width={svg.size}
      height={svg.size}
      alt={label}
      className={tw('bg-white rounded max-w-none [image-rendering:pixelated]')}
    />
  ) : (
    <div className={tw('w-[128px] h-[128px] rounded bg-stone-100 dark:bg-stone-800')} aria-hidden="true" />
  );
}
