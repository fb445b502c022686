import type { Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { supportedLanguages, textDirection } from '../src/core/i18n/languages';
import { storyI18n } from './story-i18n';

const preview: Preview = {
  globalTypes: {
    lang: {
      description: 'Language',
      toolbar: { icon: 'globe', items: [...supportedLanguages], dynamicTitle: true },
    },
    theme: {
      description: 'Theme',
      toolbar: { icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { lang: 'en', theme: 'light' },
  decorators: [
    (Story, context) => {
      const lang = String(context.globals.lang ?? 'en');
      const theme = String(context.globals.theme ?? 'light');
      useEffect(() => {
        void storyI18n.changeLanguage(lang);
        document.documentElement.dir = textDirection(lang);
        document.documentElement.lang = lang;
        document.documentElement.dataset.theme = theme;
      }, [lang, theme]);
      return (
        <I18nextProvider i18n={storyI18n}>
          <Story />
        </I18nextProvider>
      );
    },
  ],
};
export default preview;
