import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language';

const at = (search = '') => new URL(`http://app.test/alice${search}`);

describe('requestLanguage', () => {
  it('takes ?lng first, then the cookie, then Accept-Language by weight', () => {
    const headers = new Headers({ cookie: 'a=1; i18next=es', 'accept-language': 'ar' });
    expect(requestLanguage(at('?lng=ar'), headers)).toBe('ar');
    expect(requestLanguage(at(), headers)).toBe('es');
    expect(requestLanguage(at(), new Headers({ 'accept-language': 'de-DE,en;q=0.5,ar-EG;q=0.9' }))).toBe('ar');
  });

  it('falls back to English for languages the app does not ship', () => {
    expect(requestLanguage(at('?lng=fr'), new Headers({ 'accept-language': 'fr-FR,de;q=0.8' }))).toBe('en');
    expect(requestLanguage(at(), new Headers())).toBe('en');
  });
});
