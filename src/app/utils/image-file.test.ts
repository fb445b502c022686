import { describe, expect, it } from 'vitest';
import { isAcceptedImage } from './image-file';

describe('isAcceptedImage', () => {
  it('takes .png, .jpg and .jpeg in any case, nothing else', () => {
    expect(isAcceptedImage({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isAcceptedImage({ name: 'A.JPG', type: 'image/jpeg' })).toBe(true);
    expect(isAcceptedImage({ name: 'b.jpeg', type: '' })).toBe(true);
    expect(isAcceptedImage({ name: 'c.gif', type: 'image/gif' })).toBe(false);
    expect(isAcceptedImage({ name: 'd.png', type: 'image/gif' })).toBe(false);
    expect(isAcceptedImage({ name: 'png', type: 'image/png' })).toBe(false);
  });
});
