import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { ServerEnv } from '../route-env';
import { HttpError } from '../http/http-error';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The caption's font size: a wide picture is shown cropped (a 3:2 travel card keeps its middle half, a
 * square thumbnail its middle third), so the caption fits the middle square, which every crop keeps.
 * Bold system-ui averages under 0.66 em a character, lowercase and capitals alike.
 */
export function captionSize(text: string, middleSquare: number, largest: number): number {
  return Math.min(largest, Math.floor((middleSquare * 0.9) / (0.66 * Math.max(text.length, 1))));
}

/**
 * Pictures for the demo data, drawn on request: no binary files in the repository and no network.
 * `/api/demo-images/<kind>-<label>.svg`, kind avatar (square, initials), cover or picture (wide).
 */
export function demoImageRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  app.get('/demo-images/:name', (c) => {
    const match = /^(avatar|cover|picture)-([\w-]{1,40})\.svg$/.exec(c.req.param('name'));
    if (!match) throw new HttpError('not_found', 'Not found');
    const [, kind, label = ''] = match;
    const hue = (createHash('sha256').update(label).digest()[0] ?? 0) * 1.41;
    const [width, height] = kind === 'avatar' ? [256, 256] : [1200, 400];
    const initials = (label.match(/[A-Z]/g) ?? [label.charAt(0).toUpperCase()]).slice(0, 2).join('');
    const text = kind === 'avatar' ? initials : label.replace(/-/g, ' ');
    const size = captionSize(text, Math.min(width, height), kind === 'avatar' ? 96 : 56);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},70%,35%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" fill="#fff" fill-opacity=".92">${escapeXml(text)}</text>
</svg>`;
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
  return app;
}
