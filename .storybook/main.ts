import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // A creator the reference API cannot show, served as a file: a member already subscribed to them.
  // Storybook also plays the app for the dialogs' stories: the translation files where a widget looks
  // for them (`<app>/locales/…`), and frames that show the frame's own stories.
  staticDirs: [
    { from: './fixture-api', to: '/fixture-api' },
    { from: './fixture-app', to: '/fixture-app' },
    { from: '../locales', to: '/fixture-app/locales' },
  ],
};
export default config;
