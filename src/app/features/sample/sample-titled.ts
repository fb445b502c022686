import type { SampleText, SampleTitleKey } from './sample-types';

/** A sample's title, the sample text `key`, and its body, `${key}Text` beside it in social.json. */
export const titled = (key: SampleTitleKey): { title: SampleText; description: SampleText } => ({
  title: { key },
  description: { key: `${key}Text` },
});
