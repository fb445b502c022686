import type { Locator } from '@playwright/test';
import { decodeQr } from './qr-decode';

const SCALE = 4;

/**
 * Decodes the QR code an <img> shows, from the pixels the browser draws for it: what a wallet's camera
 * would read, not the URL the page meant to encode. Drawn 4 times larger so no module is blurred; the
 * page sends back one character a pixel (dark or light) rather than a few million RGBA numbers.
 */
export async function readQr(image: Locator): Promise<{ text: string; level: string }> {
  const { size, dark } = await image.evaluate(async (element: HTMLImageElement, scale: number) => {
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
    const rgba = context.getImageData(0, 0, side, side).data;
    let bits = '';
    for (let i = 0; i < rgba.length; i += 4)
      bits += 0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]! < 128 ? '1' : '0';
    return { size: side, dark: bits };
  }, SCALE);
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let i = 0; i < dark.length; i += 1) if (dark[i] === '1') data.fill(0, i * 4, i * 4 + 3);
  return decodeQr({ width: size, height: size, data });
}
