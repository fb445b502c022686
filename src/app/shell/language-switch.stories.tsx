import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSwitch } from './language-switch';

const meta: Meta<typeof LanguageSwitch> = {
  title: 'App/Shell/LanguageSwitch',
  component: LanguageSwitch,
};
export default meta;

export const Default: StoryObj<typeof LanguageSwitch> = {};
export const Arabic: StoryObj<typeof LanguageSwitch> = { globals: { lang: 'ar' } };
