import { parseConfig, type CuppaConfig } from '../../core/config/config';

/** The config the app server wrote into index.html (scripts/servers/runtime-config.ts). */
export function readRuntimeConfig(doc: Document = document): CuppaConfig {
  const element = doc.getElementById('cuppa-config');
  let raw: unknown = null;
  try {
    raw = element?.textContent ? JSON.parse(element.textContent) : null;
  } catch {
    raw = null;
  }
  return parseConfig(raw);
}
