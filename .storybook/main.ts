import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // A creator the reference API cannot show, served as a file: a member already subscribed to them.
  // The translation files where a widget looks for them (`<app>/locales/…`), for dialogs opened in Arabic or Spanish.
  staticDirs: [
    { from: './fixture-api', to: '/fixture-api' },
    { from: '../locales', to: '/locales' },
  ],
};
export default config;
