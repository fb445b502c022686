import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { tw } from '../styles/tw';

export const QR_SIZE = 128;

/** A QR code (error level L, 128 px) drawn as an SVG image: no canvas, no HTML injection. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [svg, setSvg] = useState<{ value: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'L', width: QR_SIZE, margin: 1 }).then(
      (markup) => current && setSvg({ value, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` }),
      () => current && setSvg(null),
    );
    return () => {
      current = false;
    };
  }, [value]);
  return svg && svg.value === value ? (
    <img src={svg.src} width={QR_SIZE} height={QR_SIZE} alt={label} className={tw('bg-white rounded')} />
  ) : (
    <div className={tw('w-[128px] h-[128px] rounded bg-stone-100 dark:bg-stone-800')} aria-hidden="true" />
  );
}
