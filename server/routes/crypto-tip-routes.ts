import { isCreatorPriceCents } from '../../src/core/contract/creator-rule';
import { Hono } from 'hono';
import { apiMessages } from '../../src/core/contract/api-messages';
import { fromCents, toCents } from '../../src/core/contract/common';
import { tipIntentRequestSchema } from '../../src/core/contract/money';
import {
  devTransferRequestSchema,
  solanaPayReferenceSchema,
  solanaTipQuerySchema,
} from '../../src/core/contract/wallet';
import type { ChainGateway } from '../chain/chain-gateway';
import type { DevGateway } from '../chain/dev-gateway';
import { clientIp } from '../http/client-ip';
import { HttpError } from '../http/http-error';
import { requestWidgetSite } from '../http/widget-site';
import { parseWith, readJson, readQuery } from '../http/validate';
import { checkTipIntent, createTipIntent, tipIntentByReference } from '../ledger/tip-intents';
import type { ServerEnv } from '../route-env';

import { memberIdByDepositAddress, openCreatorByAlias } from '../rows/users';

/**
 * Crypto tips (API.md): a reader pays a creator from their own wallet with a Solana Pay request whose
 * reference was registered first as a tip intent, with the reader's note; the API credits the creator
 * what arrives, once, whether or not the reader's page is still open (server/ledger/tip-intents.ts).
 * Both routes are public and rate-limited per IP.
 */
export function cryptoTipRoutes(): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();

  app.post('/v1/solana/tip-intent', async (c) => {
    const { sql, gateway, jobs, tipIntentLimiter, trustedProxies } = c.get('ctx');
    await tipIntentLimiter.check(clientIp(c, trustedProxies));
    const body = await readJson(c, tipIntentRequestSchema);
    const creator = await openCreatorByAlias(sql, body.creator);
    if (!creator || !isCreatorPriceCents(creator.subscription_amount_cents)) {
      throw new HttpError('not_found', apiMessages.noSuchCreator);
    }
    if (!gateway.checkReference) throw new HttpError('not_found', apiMessages.noTipConfirm);
    await gateway.checkReference(body.reference, creator.input_solana_address);
    const intent = await createTipIntent(sql, {
      creatorId: Number(creator.id),
      address: creator.input_solana_address,
      reference: body.reference,
      amountCents: toCents(body.amount),
      message: body.message || null,
      site: requestWidgetSite(c),
    });
    jobs.poke();
    return c.json(
      {
        intent: {
          reference: intent.reference,
          creator: body.creator.toLowerCase(),
          amount: fromCents(intent.amount_cents),
          expires_at: intent.expires_at,
        },
      },
      201,
    );
  });

  // Has the transfer carrying this registered reference reached the creator? Asked every few seconds by
  // the reader's crypto tab: it looks on the chain (a handful of calls) and credits what it finds.
  app.get('/v1/solana/tip/:reference', async (c) => {
    const { sql, gateway, tipStatusLimiter, trustedProxies } = c.get('ctx');
    await tipStatusLimiter.check(clientIp(c, trustedProxies));
    const reference = parseWith(solanaPayReferenceSchema, c.req.param('reference'));
    const { creator: alias } = readQuery(c, solanaTipQuerySchema);
    const creator = await openCreatorByAlias(sql, alias);
    if (!creator) throw new HttpError('not_found', apiMessages.noSuchCreator);
    if (!gateway.checkReference) throw new HttpError('not_found', apiMessages.noTipConfirm);
    const intent = await tipIntentByReference(sql, reference);
    if (!intent || Number(intent.creator_id) !== Number(creator.id)) {
      await gateway.checkReference(reference, creator.input_solana_address);
      throw new HttpError('not_found', apiMessages.noTipReference);
    }
    const open = Date.now() <= Date.parse(intent.expires_at);
    const checked = open ? await checkTipIntent(sql, gateway, intent) : intent;
    return c.json(
      checked.signature !== null && checked.received_cents !== null
        ? {
            status: 'confirmed',
            amount: fromCents(Number(checked.received_cents)),
            // API.md's `transaction`: the chain transaction that paid it.
            transaction: checked.signature,
            // The creator's thank-you note, for the reader's receipt under 'Thank you!' (WIDGETS.md).
            thank_you: creator.thank_you,
          }
        : { status: 'pending' },
    );
  });

  // Development gateway only, like /v1/dev/deposit: a reader's wallet paying a Solana Pay request.
  app.post('/v1/dev/transfer', async (c) => {
    const { devDeposit, gateway, sql } = c.get('ctx');
    if (!devDeposit || !isDevGateway(gateway)) throw new HttpError('not_found', apiMessages.notFound);
    const body = await readJson(c, devTransferRequestSchema);
    if ((await memberIdByDepositAddress(sql, body.address)) === null) {
      throw new HttpError('not_found', apiMessages.noDepositMember);
    }
    return c.json({ signature: await gateway.transfer(body.reference, body.address, toCents(body.amount)) }, 201);
  });

  return app;
}

const isDevGateway = (gateway: ChainGateway): gateway is DevGateway =>
  gateway.name === 'development' && 'transfer' in gateway;
