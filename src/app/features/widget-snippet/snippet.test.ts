import { describe, expect, it } from 'vitest';
import { widgetTags } from '../../../widgets/table/widget-tags';
import { snippetElements, snippetHtml } from './snippet';

const urls = {
  loader: 'https://app.example/widgets/v1/cuppa.js',
  api: 'https://api.example/api',
  app: 'https://app.example/cuppa',
};

describe('the widget snippet', () => {
  it('gives each element only the attributes its tag takes, and its measured room inline', () => {
    const elements = snippetElements({
      widgets: ['cuppa-tip-button', 'cuppa-wallet-badge'],
      creator: 'alice',
      theme: 'dark',
      lang: 'ar',
      label: '  Buy me a coffee ',
    });
    const room = widgetTags['cuppa-tip-button'].room;
    expect(elements).toEqual([
      {
        tag: 'cuppa-tip-button',
        attributes: {
          creator: 'alice',
          label: 'Buy me a coffee',
          theme: 'dark',
          lang: 'ar',
          style: `display:${room.display};min-width:${room.minWidth};min-height:${room.minHeight}`,
        },
      },
      {
        tag: 'cuppa-wallet-badge',
        attributes: expect.not.objectContaining({ creator: expect.anything(), label: expect.anything() }),
      },
    ]);
    expect(elements[1]!.attributes).toMatchObject({ theme: 'dark', lang: 'ar' });
  });

  it('leaves out the defaults: auto theme, the page language, an empty label', () => {
    const [card] = snippetElements({
      widgets: ['cuppa-creator-card'],
      creator: 'alice',
      theme: 'auto',
      lang: '',
      label: '',
    });
    expect(Object.keys(card!.attributes)).toEqual(['creator', 'style']);
  });

  it('writes the loader once, then the elements, with every value escaped', () => {
    const html = snippetHtml(
      snippetElements({
        widgets: ['cuppa-tip-button'],
        creator: 'alice',
        theme: 'auto',
        lang: '',
        label: 'Say "hi" <3',
      }),
      urls,
    );
    expect(html.split('\n')).toEqual([
      '<script type="module" src="https://app.example/widgets/v1/cuppa.js" data-api="https://api.example/api" data-app="https://app.example/cuppa"></script>',
      expect.stringMatching(
        /^<cuppa-tip-button creator="alice" label="Say &quot;hi&quot; &lt;3" style="display:inline-block;min-width:\d+px;min-height:\d+px"><\/cuppa-tip-button>$/,
      ),
    ]);
  });
});
