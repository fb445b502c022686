import { Hono } from 'hono';
import type { ServerEnv } from '../route-env';
import { HttpError } from '../http/http-error';
import { avatarSvg } from '../demo/art/avatar';
import { pictureSvg } from '../demo/art/picture';
import { apiMessages } from '../../src/core/contract/api-messages';

/**
 * Pictures for the demo data, drawn on request from the illustrations in server/demo/art: no binary
 * files in the repository and no network. `/api/demo-images/<kind>-<label>.svg`, kind avatar (a
 * portrait), cover (3:1) or picture (3:2); the label's words choose the scene.
 */
export function demoImageRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  app.get('/demo-images/:name', (c) => {
    const match = /^(avatar|cover|picture)-([\w-]{1,40})\.svg$/.exec(c.req.param('name'));
    if (!match) throw new HttpError('not_found', apiMessages.notFound);
    const [, kind, label = ''] = match;
    const svg = kind === 'avatar' ? avatarSvg(label) : pictureSvg(kind === 'cover' ? 'cover' : 'picture', label);
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
  return app;
}
