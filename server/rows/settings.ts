import type { Settings } from '../../src/core/contract/profile';
import { param, query } from '../db/query';
import type { Sql } from '../db/sql';

const settingsQuery = query((db) =>
  db.selectFrom('settings').select('json').where('user_id', '=', param<number>('user')),
);
const saveSettings = query((db) =>
  db
    .insertInto('settings')
    .values({ user_id: param<number>('user'), json: param<string>('json') })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet((eb) => ({ json: eb.ref('excluded.json') }))),
);

export const defaultSettings: Settings = {
  notification: { likes: true, comments: true, subscriptions: true, tips: true },
  communication: { email: true, product_news: false },
  messaging: { anyone: false, subscribers: true },
  // supporter_amounts: the creator lets their supporters wall show what each supporter gave (API.md).
  privacy: { show_activity: true, searchable: true, supporter_amounts: false },
};

/** A member's settings: what they saved over the defaults, group by group. */
export async function readSettings(q: Sql, userId: number): Promise<Settings> {
  const row = await q.get(settingsQuery, { user: userId });
  const stored = row ? (JSON.parse(row.json) as Partial<Settings>) : {};
  return {
    notification: { ...defaultSettings.notification, ...stored.notification },
    communication: { ...defaultSettings.communication, ...stored.communication },
    messaging: { ...defaultSettings.messaging, ...stored.messaging },
    privacy: { ...defaultSettings.privacy, ...stored.privacy },
  };
}

export async function writeSettings(q: Sql, userId: number, settings: Settings): Promise<void> {
  await q.run(saveSettings, { user: userId, json: JSON.stringify(settings) });
}
