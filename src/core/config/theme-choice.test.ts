import { describe, expect, it } from 'vitest';
import { miniThemeChoiceSchema } from '../contract/widget-reads';
import { themeChoiceSchema } from './config';

describe("the widgets' lean theme choice", () => {
  it('accepts exactly the choices config.ts does', () => {
    expect(miniThemeChoiceSchema.options).toEqual(themeChoiceSchema.options);
    for (const value of ['light', 'dark', 'auto', 'Dark', '', undefined, null, 1]) {
      expect(miniThemeChoiceSchema.safeParse(value).success, String(value)).toBe(
        themeChoiceSchema.safeParse(value).success,
      );
    }
  });
});
