import type app from '../../../locales/en/app.json';
import type common from '../../../locales/en/common.json';
import type posts from '../../../locales/en/posts.json';
import type social from '../../../locales/en/social.json';
import type travel from '../../../locales/en/travel.json';
import type wallet from '../../../locales/en/wallet.json';

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
  }
}
