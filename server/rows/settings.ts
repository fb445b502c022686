import type { Settings } from '../../src/core/contract/profile';
import type { Sql } from '../db/sql';

export const defaultSettings: Settings = {
  notification: { likes: true, comments: true, subscriptions: true, tips: true },
  communication: { email: true, product_news: false },
  messaging: { anyone: false, subscribers: true },
  // supporter_amounts: the creator lets their supporters wall show what each supporter gave (API.md).
  privacy: { show_activity: true, searchable: true, supporter_amounts: false },
};

/** A member's settings: what they saved over the defaults, group by group. */
export async function readSettings(q: Sql, userId: number): Promise<Settings> {
  const row = await q.get<{ json: string }>('SELECT json FROM settings WHERE user_id = ?', userId);
  const stored = row ? (JSON.parse(row.json) as Partial<Settings>) : {};
  return {
    notification: { ...defaultSettings.notification, ...stored.notification },
    communication: { ...defaultSettings.communication, ...stored.communication },
    messaging: { ...defaultSettings.messaging, ...stored.messaging },
    privacy: { ...defaultSettings.privacy, ...stored.privacy },
  };
}

export async function writeSettings(q: Sql, userId: number, settings: Settings): Promise<void> {
  await q.run(
    'INSERT INTO settings (user_id, json) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET json = excluded.json',
    userId,
    JSON.stringify(settings),
  );
}
