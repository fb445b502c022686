import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../core/config/config';
import { readRuntimeConfig } from './read-config';

function page(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = 'cuppa-config';
    script.type = 'application/json';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('readRuntimeConfig', () => {
  it('reads the config the app server wrote', () => {
    const config = readRuntimeConfig(
      page(JSON.stringify({ apiBase: 'http://a.test/api', appUrl: 'http://b.test/', basePath: '/cuppa' })),
    );
    expect(config).toMatchObject({ apiBase: 'http://a.test/api', basePath: '/cuppa/' });
  });

  it('fails with one clear error when the config is missing or malformed', () => {
    expect(() => readRuntimeConfig(page(null))).toThrow(ConfigError);
    expect(() => readRuntimeConfig(page('{not json'))).toThrow(ConfigError);
    expect(() => readRuntimeConfig(page(JSON.stringify({ apiBase: 'nope', appUrl: 'http://b.test' })))).toThrow(
      /"apiBase"/,
    );
  });
});
