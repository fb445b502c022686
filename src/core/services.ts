import { createApi, type CuppaApi } from './api/api';
import type { CuppaConfig } from './config/config';
import { createHttpClient, type HttpClient } from './http/http-client';
import type { SessionPersistence } from './session/session-persistence';
import { createSessionStore, type SessionStore } from './session/session-store';

export interface CoreServices {
  config: CuppaConfig;
  session: SessionStore;
  http: HttpClient;
  api: CuppaApi;
}

/**
 * Wires one page's core: the http client reads the token from the session, money calls write the
 * returned balance back, and a 401 on a call made with a token ends that session.
 */
export function createCoreServices(
  config: CuppaConfig,
  persistence: SessionPersistence,
  fetchImpl?: typeof fetch,
): CoreServices {
  const session = createSessionStore(persistence);
  const http = createHttpClient({
    apiBase: config.apiBase,
    getToken: () => session.getState().token,
    onUnauthorized: () => session.getState().signOut(),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  const api = createApi({ http, product: config.product, onPoints: (points) => session.getState().setPoints(points) });
  return { config, session, http, api };
}
