// @vitest-environment node
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeQr, type Pixels } from '../support/qr-decode';

/** The encoder's modules drawn as pixels: `scale` px a module, a quiet zone, black on white. */
function draw(text: string, options: QRCode.QRCodeOptions = {}, scale = 4, margin = 2): Pixels {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'L', ...options });
  const width = (modules.size + 2 * margin) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y += 1)
    for (let x = 0; x < width; x += 1) {
      const [row, column] = [Math.floor(y / scale) - margin, Math.floor(x / scale) - margin];
      const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
      if (inside && modules.get(row, column)) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  return { width, height: width, data };
}

const address = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

describe('the test QR decoder (tests/support/qr-decode.ts)', () => {
  it('reads back what the qrcode package encodes, at every size the widgets may need', () => {
    const texts = [
      `solana:${address}`,
      `solana:${address}?amount=3&spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v&label=Cuppa&message=Tip%20for%20Alice%20Rivera`,
      'HELLO WORLD 123',
      '01234567890123456789',
      'mixed 12345678901234567890 UPPER CASE PART and ünïcödé, بقشيش',
      'x'.repeat(600),
    ];
    for (const text of texts) expect(decodeQr(draw(text)), text.slice(0, 30)).toEqual({ text, level: 'L' });
    for (let mask = 0; mask < 8; mask += 1)
      expect(decodeQr(draw(`solana:${address}`, { maskPattern: mask as QRCode.QRCodeMaskPattern })).text).toBe(
        `solana:${address}`,
      );
  });

  it('refuses a misread or another error level rather than guessing', () => {
    const pixels = draw(`solana:${address}`);
    const hit = (pixels.width * Math.floor(pixels.height / 2) + Math.floor(pixels.width / 2)) * 4;
    const flipped = Uint8ClampedArray.from(pixels.data as Uint8ClampedArray);
    // Flip a block of modules in the middle of the data.
    for (let dy = -6; dy <= 6; dy += 1)
      for (let dx = -6; dx <= 6; dx += 1) {
        const i = hit + (dy * pixels.width + dx) * 4;
        for (let k = 0; k < 3; k += 1) flipped[i + k] = 255 - (flipped[i + k] ?? 0);
      }
    expect(() => decodeQr({ ...pixels, data: flipped })).toThrow(/Reed-Solomon/);
    expect(() => decodeQr(draw('level M', { errorCorrectionLevel: 'M' }))).toThrow(/level M/);
  });
});
