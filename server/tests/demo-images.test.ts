import { describe, expect, it } from 'vitest';
import { captionSize, demoImageRoutes } from '../routes/demo-image-routes';

describe('demo pictures', () => {
  it('fit a long caption into the middle square of a wide picture, which every crop keeps', () => {
    const size = captionSize('northern lights hunt', 400, 56);
    expect(size * 0.66 * 'northern lights hunt'.length).toBeLessThanOrEqual(400);
    expect(captionSize('bo kaap', 400, 56)).toBe(56);
    expect(captionSize('AB', 256, 96)).toBe(96);
  });

  it('draw the caption at that size', async () => {
    const answer = await demoImageRoutes().request('/demo-images/picture-street-food-in-roma-norte.svg');
    expect(answer.status).toBe(200);
    const svg = await answer.text();
    expect(svg).toContain(`font-size="${captionSize('street food in roma norte', 400, 56)}"`);
    expect(svg).toContain('>street food in roma norte</text>');
  });
});
