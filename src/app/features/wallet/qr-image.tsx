import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** SPEC.md: QR default size 128, error level L. */
export const QR_SIZE = 128;

/** A QR code drawn as an SVG image (no canvas, no HTML injection); a blank square until it is ready. */
export function QrImage({ value, label, size = QR_SIZE }: { value: string; label: string; size?: number }) {
  const [image, setImage] = useState<{ value: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'L', width: size, margin: 1 }).then(
      (markup) => current && setImage({ value, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` }),
      () => current && setImage(null),
    );
    return () => {
      current = false;
    };
  }, [value, size]);
  return image && image.value === value ? (
    <img className="qr-image" src={image.src} width={size} height={size} alt={label} />
  ) : (
    <div className="qr-image qr-placeholder" style={{ inlineSize: size, blockSize: size }} aria-hidden="true" />
  );
}
