import { describe, expect, it } from 'vitest';
import { inlineStylesheet } from './inline-stylesheet';

const template = (href: string) =>
  `<head><script type="module" crossorigin src="/app/assets/index.js"></script>\n<link rel="stylesheet" crossorigin href="${href}"></head>`;

describe('inlineStylesheet', () => {
  it('puts the stylesheet named under the base path in place of its link', () => {
    const read: string[] = [];
    const html = inlineStylesheet(template('/app/assets/style-1.css'), '/app/', (file) => {
      read.push(file);
      return '.a{color:red}';
    });
    expect(read).toEqual(['assets/style-1.css']);
    expect(html).toContain('<style>.a{color:red}</style></head>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('keeps $ sequences in the CSS as written', () => {
    const html = inlineStylesheet(template('/assets/s.css'), '/', () => `.a::after{content:"$&$1"}`);
    expect(html).toContain(`<style>.a::after{content:"$&$1"}</style>`);
  });

  it('refuses CSS that would end the style element early', () => {
    expect(() => inlineStylesheet(template('/assets/s.css'), '/', () => '.a{content:"</style><script>"}')).toThrow(
      '</style',
    );
  });

  it('leaves a template without the link, or with one outside the base path, as it is', () => {
    const read = () => {
      throw new Error('not read');
    };
    expect(inlineStylesheet('<head></head>', '/', read)).toBe('<head></head>');
    expect(inlineStylesheet(template('https://cdn.example/s.css'), '/', read)).toBe(
      template('https://cdn.example/s.css'),
    );
  });
});
