import { describe, expect, it } from 'vitest';
import { render } from '../testing/render';
import { QuotedText } from './quoted-text';

describe('QuotedText', () => {
  it('quotes in the page’s direction, and isolates the words in their own', async () => {
    const screen = await render(
      <p dir="rtl" lang="ar">
        <QuotedText text="Those tiles!" />
      </p>,
    );
    const words = screen.getByText('Those tiles!');
    expect(words.tagName).toBe('BDI');
    const quote = words.parentElement!;
    expect(quote.tagName).toBe('Q');
    // The quote takes the paragraph's direction (no dir of its own); only the isolate takes the words'.
    expect(quote.hasAttribute('dir')).toBe(false);
    expect(quote.parentElement?.getAttribute('dir')).toBe('rtl');
  });
});
