import { describe, expect, it } from 'vitest';
import { demoImageRoutes } from '../routes/demo-image-routes';

const fetchSvg = async (name: string) => {
  const answer = await demoImageRoutes().request(`/demo-images/${name}`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('Content-Type')).toContain('image/svg+xml');
  return answer.text();
};

describe('demo pictures', () => {
  it('are illustrations with their size, not a caption on a gradient', async () => {
    for (const name of ['picture-street-food-in-roma-norte.svg', 'cover-alice-lisbon.svg', 'avatar-AliceRivera.svg']) {
      const svg = await fetchSvg(name);
      expect(svg).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
      expect(svg).not.toContain('<text');
      expect(svg.length).toBeLessThan(12_000);
    }
  });

  it('choose the scene by the label’s words, and draw the same label the same way', async () => {
    const paella = await fetchSvg('picture-paella.svg');
    expect(paella).toBe(await fetchSvg('picture-paella.svg'));
    expect(paella).not.toBe(await fetchSvg('picture-northern-lights-hunt.svg'));
    expect(await fetchSvg('picture-Lisbon.svg')).toContain('#3f86b5'); // the coast's sea
    expect(await fetchSvg('cover-x.svg')).toMatch(/width="1500" height="500"/);
  });
});
