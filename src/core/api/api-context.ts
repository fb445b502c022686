import type { HttpClient } from '../http/http-client';

export interface ApiContext {
  http: HttpClient;
  /** The configured product slug used in `/v1/{product}/...` paths. */
  product: string;
  /** Told the caller's new balance after every call that moves money. */
  onPoints: (points: number) => void;
}

export interface MoneyCallOptions {
  /** One key per user action (core/ids); the same key on a retry moves money once. */
  idempotencyKey: string;
  signal?: AbortSignal;
}

export const encodeSegment = (value: string | number) => encodeURIComponent(String(value));
