import type app from '../../../locales/en/app.json';
import type common from '../../../locales/en/common.json';
import type posts from '../../../locales/en/posts.json';
import type social from '../../../locales/en/social.json';
import type travel from '../../../locales/en/travel.json';
import type wallet from '../../../locales/en/wallet.json';
import type { appTextAmounts } from './app-text-amounts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      app: typeof app;
      social: typeof social;
      travel: typeof travel;
      wallet: typeof wallet;
      posts: typeof posts;
    };
    /** The amounts i18next fills into every text (text-amounts.ts): no `t()` passes them. */
    defaultVariables: { [name in keyof typeof appTextAmounts]: number };
    /** `{{amount, dollars}}` (i18n-init.ts) takes a number of dollars. */
    interpolationFormatTypeMap: { dollars: number };
  }
}
