import { storedSessionSchema, type SessionPersistence, type StoredSession } from './session-persistence';

/** Where a frame keeps the session of one site; never the app's own first-party session. */
export const embedSessionKey = (site: string) => `cuppa.embed:${site}`;

export interface EmbedPersistenceOptions {
  site: string;
  storage?: Storage | undefined;
  /** Injected in tests; the browser's BroadcastChannel otherwise. */
  createChannel?: ((name: string) => BroadcastChannel) | undefined;
}

function parse(value: unknown): StoredSession | null {
  const parsed = storedSessionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * A frame's session: the site's scoped embed token in the app origin's storage (which browsers also
 * partition by top-level site), shared live with every other frame of the same site through a
 * BroadcastChannel, so a tip in one frame updates every badge and a sign-out signs all of them out.
 */
export function createEmbedSessionPersistence(options: EmbedPersistenceOptions): SessionPersistence {
  const key = embedSessionKey(options.site);
  const storage = options.storage;
  const createChannel =
    options.createChannel ??
    (typeof BroadcastChannel === 'undefined' ? undefined : (name) => new BroadcastChannel(name));
  const channel = createChannel?.(`cuppa-embed:${options.site}`);
  // What this frame holds now: the answer when a newer frame asks (see subscribe).
  let current: StoredSession | null = null;

  return {
    read() {
      try {
        const raw = storage?.getItem(key);
        current = raw ? parse(JSON.parse(raw)) : null;
      } catch {
        current = null;
      }
      return current;
    },
    write(session) {
      current = session;
      try {
        if (session) storage?.setItem(key, JSON.stringify(session));
        else storage?.removeItem(key);
      } catch {
        // Storage refused: the session lives as long as the site's frames do (see subscribe).
      }
      channel?.postMessage({ session });
    },
    subscribe(listener) {
      if (!channel) return () => {};
      const handleMessage = (event: MessageEvent<unknown>) => {
        const data = event.data as { session?: unknown; ask?: unknown } | null;
        if (!data || typeof data !== 'object') return;
        if (data.ask === true) {
          if (current) channel.postMessage({ session: current });
          return;
        }
        if (!('session' in data)) return;
        if (data.session === null) {
          current = null;
          return listener(null);
        }
        const session = parse(data.session);
        if (!session) return;
        current = session;
        listener(session);
      };
      channel.addEventListener('message', handleMessage);
      // Without storage (a browser that refuses it to frames) a new frame asks the live ones.
      if (!storage) channel.postMessage({ ask: true });
      return () => channel.removeEventListener('message', handleMessage);
    },
  };
}
