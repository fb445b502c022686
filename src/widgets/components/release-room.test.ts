import { describe, expect, it } from 'vitest';
import { releaseRoom } from './release-room';

describe('releasing the reserved room', () => {
  it('removes the room the table reserves, and only that', () => {
    const element = document.createElement('cuppa-tip-button');
    element.style.cssText = 'display:inline-block;min-width:244px;min-height:44px';
    releaseRoom(element);
    expect(element.style.minWidth).toBe('');
    expect(element.style.minHeight).toBe('');
    expect(element.style.display).toBe('inline-block');
  });

  it('keeps a size the site owner chose', () => {
    const element = document.createElement('cuppa-creator-card');
    element.style.cssText = 'display:block;min-width:300px;min-height:398px';
    releaseRoom(element);
    expect(element.style.minWidth).toBe('300px');
    expect(element.style.minHeight).toBe('');
  });

  it('leaves other elements alone', () => {
    const element = document.createElement('div');
    element.style.cssText = 'min-width:244px;min-height:44px';
    releaseRoom(element);
    expect(element.style.minWidth).toBe('244px');
  });
});
