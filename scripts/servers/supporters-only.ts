import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createRemoteJWKSet, jwtVerify } from 'jose';

/** Whose blog the demo is: its supporters-only section opens for her subscribers. */
export const BLOG_CREATOR = 'alice';
const COOKIE = 'supporter_receipt';

/** What the section holds: sent only to a reader whose subscription receipt this server has verified. */
const notebook = {
  title: 'The Porto notebook',
  paragraphs: [
    'Page one is the timetable of the 9:09 to Porto, annotated: which side the river is on, where the signal drops, the stretch after Aveiro where the light goes gold.',
    'Then the contact sheets, three rolls, with the twelve frames I would print circled twice. The second roll is mostly the Dom Luís bridge from below, in every weather the week had.',
    'The last pages are the list of cafés, with what each one is good for: writing, waiting out the rain, or watching the trams turn.',
  ],
};

/**
 * The demo blog's own server side of a supporters-only section (docs/embedding.md, 'Signed receipts'): a
 * `cuppa-subscribe` event's receipt is posted here, checked against the API's published keys with a
 * standard library (jose), then against the API's word that it still holds, and kept in an HttpOnly
 * cookie, which every later visit checks the same way. The page's script holds nothing the server trusts.
 */
export function supportersOnlyRoutes(apiBase: string): Hono {
  const app = new Hono();
  const keys = createRemoteJWKSet(new URL(`${apiBase}/v1/receipts/jwks`));

  /** Why this receipt opens nothing here, or null when it does. */
  async function refusal(receipt: string, site: string): Promise<string | null> {
    let claims;
    try {
      ({ payload: claims } = await jwtVerify(receipt, keys, { algorithms: ['EdDSA'] }));
    } catch {
      return 'This receipt is not signed by Cuppa.';
    }
    if (claims.type !== 'subscription' || claims.creator !== BLOG_CREATOR)
      return 'This is not a subscription to Alice.';
    // A receipt is bound to the site it was paid on: one from elsewhere opens nothing here.
    if (claims.site !== site) return 'This subscription was paid on another site.';
    const answer = await fetch(`${apiBase}/v1/receipts/${encodeURIComponent(String(claims.id))}`);
    const status = answer.ok ? ((await answer.json()) as { receipt?: { valid?: boolean } }) : null;
    return status?.receipt?.valid === true ? null : 'This subscription has ended.';
  }

  const site = (url: string) => new URL(url).origin;

  app.post('/supporters/unlock', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { receipt?: unknown } | null;
    const receipt = typeof body?.receipt === 'string' ? body.receipt : '';
    const why = receipt.length > 0 && receipt.length < 4096 ? await refusal(receipt, site(c.req.url)) : 'No receipt.';
    if (why) return c.json({ error: why }, 403);
    setCookie(c, COOKIE, receipt, { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 31 * 24 * 3600 });
    return c.json({ open: true, ...notebook });
  });

  // Asked on every visit: a reader with no receipt yet is the usual case, not a failed request.
  app.get('/supporters/content', async (c) => {
    const receipt = getCookie(c, COOKIE);
    const why = receipt ? await refusal(receipt, site(c.req.url)) : 'No receipt.';
    return c.json(why ? { open: false, reason: why } : { open: true, ...notebook });
  });

  return app;
}
