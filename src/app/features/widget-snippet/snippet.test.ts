import { describe, expect, it } from 'vitest';
import { roomStyle } from '../../../widgets/table/widget-tags';
import { profileAddress, snippetElements, snippetHtml, snippetWidgets } from './snippet';
import english from '../../../../locales/en/app.json';
import guide from '../../../../docs/embedding.md?raw';

const urls = {
  loader: 'https://app.example/widgets/v1/cuppa.js',
  api: 'https://api.example/api',
  app: 'https://app.example/cuppa',
};
const fallback = { href: 'https://app.example/cuppa/alice', text: 'Support Alice on Cuppa' };

/** Alice's creator card with the default theme and the page's language, its tip button labelled `label`. */
const aliceCard = (label: string) =>
  snippetElements({ widgets: ['cuppa-creator-card'], creator: 'alice', theme: 'auto', lang: '', label, fallback })[0]!;

describe('the widget snippet', () => {
  it('gives each element only the attributes its tag takes, and its measured room inline', () => {
    const elements = snippetElements({
      widgets: ['cuppa-wallet-badge', 'cuppa-tip-button'],
      creator: 'alice',
      theme: 'dark',
      lang: 'ar',
      label: '  Buy me a coffee ',
      fallback,
    });
    expect(elements).toEqual([
      {
        tag: 'cuppa-tip-button',
        attributes: {
          creator: 'alice',
          label: 'Buy me a coffee',
          theme: 'dark',
          lang: 'ar',
          style: roomStyle('cuppa-tip-button'),
        },
        fallback,
      },
      {
        tag: 'cuppa-wallet-badge',
        attributes: expect.not.objectContaining({ creator: expect.anything(), label: expect.anything() }),
      },
    ]);
    expect(elements[1]!.attributes).toMatchObject({ theme: 'dark', lang: 'ar' });
  });

  it('gives the tip text to the creator card’s tip button too', () => {
    expect(aliceCard('Buy me a coffee').attributes.label).toBe('Buy me a coffee');
  });

  it('leaves out the defaults: auto theme, the page language, an empty label', () => {
    expect(Object.keys(aliceCard('').attributes)).toEqual(['creator', 'style']);
  });

  it('writes the loader once, then the elements, with every value escaped', () => {
    const html = snippetHtml(
      snippetElements({
        widgets: ['cuppa-tip-button'],
        creator: 'alice',
        theme: 'auto',
        lang: '',
        label: 'Say "hi" <3',
        fallback: { href: fallback.href, text: 'Support <Al & Co> on Cuppa' },
      }),
      urls,
    );
    expect(html.split('\n')).toEqual([
      '<script type="module" src="https://app.example/widgets/v1/cuppa.js" data-api="https://api.example/api" data-app="https://app.example/cuppa"></script>',
      `<cuppa-tip-button creator="alice" label="Say &quot;hi&quot; &lt;3" style="${roomStyle('cuppa-tip-button')}"><a href="https://app.example/cuppa/alice">Support &lt;Al &amp; Co&gt; on Cuppa</a></cuppa-tip-button>`,
    ]);
  });

  it('is the embedding guide’s snippet, fallback link included, for every widget', () => {
    const documented = /## The snippet\n+(?:<!-- prettier-ignore -->\n)?```html\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';
    const guideUrls = { loader: 'https://APP/widgets/v1/cuppa.js', api: 'https://API/api', app: 'https://APP/cuppa' };
    const html = snippetHtml(
      snippetElements({
        widgets: snippetWidgets,
        creator: 'alice',
        theme: 'auto',
        lang: '',
        label: '',
        fallback: {
          href: profileAddress(guideUrls.app, 'alice'),
          text: english.widgetSnippet.fallback.replace('{{name}}', 'Alice'),
        },
      }),
      guideUrls,
    );
    // The guide spreads a tag over lines; the markup is the same.
    const markup = (text: string) =>
      text
        .replace(/\s+/g, ' ')
        .replace(/\s*>\s*/g, '>')
        .replace(/\s*<\s*/g, '<')
        .trim();
    expect(markup(html)).toBe(markup(documented));
  });
});
