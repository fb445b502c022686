import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // A creator the reference API cannot show, served as a file: a member already subscribed to them.
  staticDirs: [{ from: './fixture-api', to: '/fixture-api' }],
};
export default config;
