import { describe, expect, it } from 'vitest';
import { releaseRoom } from './release-room';

/** The style of a `tag` element written with `css`, once its room is released. */
function released(tag: string, css: string): CSSStyleDeclaration {
  const element = document.createElement(tag);
  element.style.cssText = css;
  releaseRoom(element);
  return element.style;
}

describe('releasing the reserved room', () => {
  it('removes the room the table reserves, and only that', () => {
    const style = released('cuppa-tip-button', 'display:inline-block;min-width:244px;min-height:44px');
    expect(style.minWidth).toBe('');
    expect(style.minHeight).toBe('');
    expect(style.display).toBe('inline-block');
  });

  it('keeps a size the site owner chose', () => {
    const style = released('cuppa-creator-card', 'display:block;min-width:300px;min-height:398px');
    expect(style.minWidth).toBe('300px');
    expect(style.minHeight).toBe('');
  });

  it('leaves other elements alone', () => {
    expect(released('div', 'min-width:244px;min-height:44px').minWidth).toBe('244px');
  });
});
