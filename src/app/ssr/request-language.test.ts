import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language';

const at = (search = '') => new URL(`http://app.test/alice${search}`);

describe('requestLanguage', () => {
  it('takes ?lng first, then the cookie, then Accept-Language by weight', () => {
    const headers = new Headers({ cookie: 'a=1; i18next=es', 'accept-language': 'ar' });
    expect(requestLanguage(at('?lng=ar'), headers)).toBe('ar');
    expect(requestLanguage(at(), headers)).toBe('es');
    expect(requestLanguage(at(), new Headers({ 'accept-language': 'it-IT,en;q=0.5,ar-EG;q=0.9' }))).toBe('ar');
  });

  it('reads regional and script tags as the language that serves them', () => {
    const accepting = (value: string) => requestLanguage(at(), new Headers({ 'accept-language': value }));
    expect(accepting('de-DE,en;q=0.5')).toBe('de');
    expect(accepting('pt-PT,pt;q=0.9')).toBe('pt-BR');
    expect(accepting('zh-Hans-CN,zh;q=0.9')).toBe('zh-CN');
    expect(accepting('ja-JP')).toBe('ja');
    expect(requestLanguage(at('?lng=fr-CA'), new Headers())).toBe('fr');
    expect(requestLanguage(at(), new Headers({ cookie: 'i18next=pt-BR' }))).toBe('pt-BR');
  });

  it('falls back to English for languages the app does not ship', () => {
    expect(requestLanguage(at('?lng=it'), new Headers({ 'accept-language': 'it-IT,nl;q=0.8' }))).toBe('en');
    expect(requestLanguage(at(), new Headers())).toBe('en');
  });
});
