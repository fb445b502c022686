import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import QRCode from 'qrcode';

const SCALE = 4;

/** Pixels handed from the page as base64 (an array of a million numbers through the protocol took seconds). */
interface Pixels {
  width: number;
  height: number;
  base64: string;
}

function decodeOrThrow(pixels: Pixels, what: string) {
  const rgba = Uint8ClampedArray.from(Buffer.from(pixels.base64, 'base64'));
  const code = jsQR(rgba, pixels.width, pixels.height);
  if (!code) throw new Error(`no QR code could be read from ${what} (${pixels.width}x${pixels.height})`);
  return code;
}

/**
 * Decodes the QR code an <img> shows, from the pixels the browser draws for it: what a wallet's camera
 * would read, not the URL the page meant to encode. Drawn 4 times larger so no module is blurred.
 * `level` is 'L' when the symbol's version is the smallest that holds the text at error level L (SPEC.md):
 * a higher level needs a larger symbol for the texts the tests decode.
 */
export async function readQr(image: Locator): Promise<{ text: string; level: 'L' | 'not L' }> {
  const pixels = await image.evaluate(async (element: HTMLImageElement, scale: number): Promise<Pixels> => {
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
    const data = context.getImageData(0, 0, side, side).data;
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return { width: side, height: side, base64: btoa(binary) };
  }, SCALE);
  const code = decodeOrThrow(pixels, 'the image');
  const smallestAtL = QRCode.create(code.data, { errorCorrectionLevel: 'L' }).version;
  return { text: code.data, level: code.version === smallestAtL ? 'L' : 'not L' };
}

/**
 * Decodes the QR code as the screen shows it: a screenshot of the element, at the page's own device
 * scale (a 1x screen when the context says so), read pixel for pixel with no scaling. What a phone's
 * camera pointed at that screen has to work with, unlike readQr, which redraws the image four times larger.
 */
export async function readQrFromScreen(element: Locator): Promise<string> {
  const png = await element.screenshot({ animations: 'disabled', scale: 'device' });
  const pixels = await element.page().evaluate(
    async (source: string): Promise<Pixels> => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.imageSmoothingEnabled = false;
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let binary = '';
      for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
      return { width: canvas.width, height: canvas.height, base64: btoa(binary) };
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
  return decodeOrThrow(pixels, 'the screenshot').data;
}
