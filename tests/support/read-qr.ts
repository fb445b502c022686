import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import QRCode from 'qrcode';

const SCALE = 4;

/**
 * Decodes the QR code an <img> shows, from the pixels the browser draws for it: what a wallet's camera
 * would read, not the URL the page meant to encode. Drawn 4 times larger so no module is blurred.
 * `level` is 'L' when the symbol's version is the smallest that holds the text at error level L (SPEC.md):
 * a higher level needs a larger symbol for the texts the tests decode.
 */
export async function readQr(image: Locator): Promise<{ text: string; level: 'L' | 'not L' }> {
  const { size, rgba } = await image.evaluate(async (element: HTMLImageElement, scale: number) => {
    await element.decode();
    const side = element.naturalWidth * scale;
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, side, side);
    context.drawImage(element, 0, 0, side, side);
    return { size: side, rgba: Array.from(context.getImageData(0, 0, side, side).data) };
  }, SCALE);
  const code = jsQR(Uint8ClampedArray.from(rgba), size, size);
  if (!code) throw new Error('no QR code could be read from the image');
  const smallestAtL = QRCode.create(code.data, { errorCorrectionLevel: 'L' }).version;
  return { text: code.data, level: code.version === smallestAtL ? 'L' : 'not L' };
}
