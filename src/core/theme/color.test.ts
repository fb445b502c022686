import { describe, expect, it } from 'vitest';
import { isDarkColor, parseComputedColor, readableTextOn } from './color';

describe('computed colours', () => {
  it('reads rgb and rgba as getComputedStyle writes them, and nothing else', () => {
    expect(parseComputedColor('rgb(37, 99, 235)')).toEqual({ r: 37, g: 99, b: 235, a: 1 });
    expect(parseComputedColor('rgba(0, 0, 0, 0)')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
    expect(parseComputedColor('rgba(10, 20, 30, 0.5)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseComputedColor('blue')).toBeNull();
    expect(parseComputedColor('rgb(300, 0, 0)')).toBeNull();
    expect(parseComputedColor('rgb(1, 2, 3); background: url(x)')).toBeNull();
  });

  it('tells a dark surface from a light one', () => {
    expect(isDarkColor({ r: 255, g: 255, b: 255, a: 1 })).toBe(false);
    expect(isDarkColor({ r: 247, g: 245, b: 242, a: 1 })).toBe(false);
    expect(isDarkColor({ r: 20, g: 19, b: 17, a: 1 })).toBe(true);
    expect(isDarkColor({ r: 30, g: 41, b: 59, a: 1 })).toBe(true);
  });

  it('picks the text that reads on an accent', () => {
    expect(readableTextOn({ r: 37, g: 99, b: 235, a: 1 })).toBe('#ffffff');
    expect(readableTextOn({ r: 163, g: 74, b: 20, a: 1 })).toBe('#ffffff');
    expect(readableTextOn({ r: 240, g: 164, b: 108, a: 1 })).toBe('#1d1b19');
    expect(readableTextOn({ r: 250, g: 204, b: 21, a: 1 })).toBe('#1d1b19');
  });
});
