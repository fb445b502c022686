import type { DehydratedState } from '@tanstack/react-query';
import { z } from 'zod';
import { languageSchema } from '../../core/config/config';

export const SERVER_STATE_ID = 'cuppa-server-state';

/**
 * What a server-rendered page hands the browser beside its HTML: the language it was rendered in with
 * that language's texts (and English's, the fallback i18next would otherwise fetch before it is ready), the query cache its loaders filled, and React Router's loader data.
 */
export interface ServerRenderState {
  /** The page's HTTP status: 404 for a creator or post that is not there. */
  status: number;
  lng: z.infer<typeof languageSchema>;
  /** Language, then namespace, then texts. */
  resources: Record<string, Record<string, Record<string, unknown>>>;
  queries: DehydratedState;
  router: unknown;
}

// A namespace's texts are only checked to be an object: walking every text cost a slow phone 60 ms
// before hydration, and i18next reads a missing or odd text as missing.
const texts = z.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
);

const stateSchema = z.object({
  status: z.number().int(),
  lng: languageSchema,
  resources: z.partialRecord(languageSchema, z.record(z.string(), texts)),
  queries: z.object({ queries: z.array(z.unknown()), mutations: z.array(z.unknown()) }).passthrough(),
  router: z.unknown(),
});

/** JSON inside a script element: `<` is escaped so no value (a post's text) can close the element. */
export function serializeServerState(state: ServerRenderState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${SERVER_STATE_ID}" type="application/json">${json}</script>`;
}

/** The state of the page the server rendered, or null on a page the browser renders itself. */
export function readServerState(doc: Document = document): ServerRenderState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = stateSchema.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data as ServerRenderState) : null;
  } catch {
    return null;
  }
}
