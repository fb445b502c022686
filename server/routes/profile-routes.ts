import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import {
  closeAccountRequestSchema,
  profilePatchSchema,
  settingsPatchSchema,
  uploadLimits,
  uploadMessages,
  type Settings,
} from '../../src/core/contract/profile';
import { passwordMessages } from '../../src/core/contract/auth';
import { closeAccount } from '../auth/accounts';
import { verifyPassword } from '../auth/passwords';
import { requireUser } from './principal';
import type { ServerEnv } from '../route-env';
import { HttpError } from '../http/http-error';
import { sniffImage } from '../http/sniff-image';
import { requireOwnUploads, UPLOAD_NAME, uploadUrl } from '../http/own-uploads';
import { readJson } from '../http/validate';
import { walletCents } from '../ledger/ledger';
import { readSettings, writeSettings } from '../rows/settings';
import { toMe } from '../rows/users';
import { updateProfile } from '../services/profile';
import { apiMessages } from '../../src/core/contract/api-messages';

export function profileRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.post('/v1/customer/upload-image', async (c) => {
    requireUser(c);
    const ctx = c.get('ctx');
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new HttpError('invalid_input', 'Send the image as multipart/form-data with a "file" field');
    }
    const file = form.file;
    if (!(file instanceof File))
      throw new HttpError('invalid_input', uploadMessages.missing, { file: uploadMessages.missing });
    if (form.is_public !== 'yes')
      throw new HttpError('invalid_input', 'is_public must be "yes"', { is_public: 'must be "yes"' });
    if (file.size > uploadLimits.maxBytes)
      throw new HttpError('too_large', uploadMessages.tooLarge, { file: uploadMessages.tooLarge });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImage(bytes);
    if (!type) throw new HttpError('unsupported_type', uploadMessages.type, { file: uploadMessages.type });
    mkdirSync(ctx.uploadsDir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${type}`;
    writeFileSync(join(ctx.uploadsDir, name), bytes);
    return c.json({ url: uploadUrl(ctx.publicUrl, name) }, 201);
  });

  app.get('/uploads/:name', (c) => {
    const name = c.req.param('name');
    const match = UPLOAD_NAME.exec(name);
    if (!match) throw new HttpError('not_found', apiMessages.notFound);
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(c.get('ctx').uploadsDir, name));
    } catch {
      throw new HttpError('not_found', apiMessages.notFound);
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': match[1] === 'png' ? 'image/png' : 'image/jpeg',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });

  app.patch('/v1/customer/upload/profile', async (c) => {
    const { user } = requireUser(c);
    const patch = await readJson(c, profilePatchSchema);
    const { sql, publicUrl } = c.get('ctx');
    // A form sends back the pictures it shows: keeping one (a demo picture too) is not choosing one.
    requireOwnUploads(publicUrl, {
      image: patch.image === user.image ? undefined : patch.image,
      cover_image: patch.cover_image === user.cover_image ? undefined : patch.cover_image,
    });
    const updated = await updateProfile(sql, user.id, patch);
    return c.json({ user: toMe(updated, await walletCents(sql, user.id)) });
  });

  app.get('/v1/customer/settings', async (c) => {
    const { user } = requireUser(c);
    return c.json({ settings: await readSettings(c.get('ctx').sql, user.id) });
  });

  app.patch('/v1/customer/settings', async (c) => {
    const { user } = requireUser(c);
    const patch = await readJson(c, settingsPatchSchema);
    const { sql } = c.get('ctx');
    const current = await readSettings(sql, user.id);
    const next: Settings = {
      notification: { ...current.notification, ...patch.notification },
      communication: { ...current.communication, ...patch.communication },
      messaging: { ...current.messaging, ...patch.messaging },
      privacy: { ...current.privacy, ...patch.privacy },
    };
    await writeSettings(sql, user.id, next);
    return c.json({ settings: next });
  });

  app.post('/v1/customer/close-account', async (c) => {
    const { user } = requireUser(c);
    const body = await readJson(c, closeAccountRequestSchema);
    await c.get('ctx').passwordCheckLimiter.check(`user:${user.id}`);
    if (!(await verifyPassword(body.password, user.password_hash))) {
      throw new HttpError('invalid_input', passwordMessages.wrong, { password: passwordMessages.wrong });
    }
    await closeAccount(c.get('ctx').sql, user.id);
    return c.json({ ok: true as const });
  });

  return app;
}
