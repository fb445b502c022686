import { describe, expect, it } from 'vitest';
import { validatePage } from './page-form-rules';

const valid = { name: 'Slow Coffee', category: 'food', website: '', about: '' };

describe('create-page rules', () => {
  it('accepts a named page with a category', () => {
    expect(validatePage(valid)).toEqual({});
    expect(validatePage({ ...valid, website: 'https://slow.coffee/menu' })).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(validatePage({ name: ' ', category: '', website: 'slow coffee', about: 'x'.repeat(301) })).toEqual({
      name: 'required',
      category: 'required',
      website: 'website',
      about: 'aboutLength',
    });
    expect(validatePage({ ...valid, name: 'ab' })).toEqual({ name: 'nameLength' });
    expect(validatePage({ ...valid, website: 'ftp://x.y' })).toEqual({ website: 'website' });
  });
});
