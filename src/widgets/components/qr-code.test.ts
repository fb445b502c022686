import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { USDC_MINT, solanaPayUrl } from '../../core/money/solana-pay';
import { MIN_MODULE_PX, QR_SIZE, QUIET_MODULES, qrLayout } from './qr-code';

const address = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

describe('qrLayout', () => {
  it('draws the plain address code at 128 px', () => {
    expect(qrLayout(`solana:${address}`)).toEqual({ size: QR_SIZE, margin: 1 });
  });

  it('draws a transfer request in whole pixels of at least 3 a module, with a 4-module quiet zone', () => {
    for (const message of ['Tip for Al', `Tip for ${'a very long creator name '.repeat(6)}`]) {
      const url = solanaPayUrl(address, { dollars: 25, mint: USDC_MINT, message, reference: address });
      const drawn = QRCode.create(url, { errorCorrectionLevel: 'L' }).modules.size + 2 * QUIET_MODULES;
      const { size, margin } = qrLayout(url);
      expect(margin).toBe(QUIET_MODULES);
      expect(size % drawn).toBe(0);
      expect(size / drawn).toBeGreaterThanOrEqual(MIN_MODULE_PX);
      expect(size).toBeGreaterThan(QR_SIZE); // such a URL needs more than 128 px at 3 px a module
    }
  });
});
