/** Create-page rules; each error is a key of the `createPage.errors` texts. */
export interface PageForm {
  name: string;
  category: string;
  website: string;
  about: string;
}

export type PageFormErrors = Partial<
  Record<keyof PageForm, 'required' | 'nameLength' | 'website' | 'aboutLength' | 'nameTaken'>
>;

export const pageCategories = [
  'music',
  'art',
  'food',
  'technology',
  'travel',
  'business',
  'lifestyle',
  'sports',
] as const;

export function validatePage(form: PageForm): PageFormErrors {
  const errors: PageFormErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = 'required';
  else if (name.length < 3 || name.length > 60) errors.name = 'nameLength';
  if (!form.category) errors.category = 'required';
  const website = form.website.trim();
  if (website && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(website)) errors.website = 'website';
  if (form.about.length > 300) errors.about = 'aboutLength';
  return errors;
}
