import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import '../elements/creator-card.element';
import '../elements/subscribe-button.element';
import '../elements/tip-button.element';
import '../elements/wallet-badge.element';

/**
 * The widgets as a host page gets them: custom elements rendering into their own shadow root, reading
 * the reference API (`npm run api`) and framing the app (`npm start`) at their default addresses.
 */
const API = 'http://127.0.0.1:8787/api';
const APP = 'http://127.0.0.1:5173';

type Args = { tag: string; creator?: string; theme?: string; lang?: string; api?: string };

const meta: Meta<Args> = {
  title: 'Widgets/Elements',
  render: ({ tag, ...attributes }) => createElement(tag, { api: API, app: APP, ...attributes }),
  args: { creator: 'alice', theme: 'light', lang: 'en' },
};
export default meta;

type Story = StoryObj<Args>;

export const TipButton: Story = { args: { tag: 'cuppa-tip-button-view' } };
export const SubscribeButton: Story = { args: { tag: 'cuppa-subscribe-button-view' } };
export const CreatorCard: Story = { args: { tag: 'cuppa-creator-card-view' } };
export const CreatorWithoutAbout: Story = { args: { tag: 'cuppa-creator-card-view', creator: 'bob' } };
export const WalletBadge: Story = { args: { tag: 'cuppa-wallet-badge-view' } };
export const Dark: Story = { args: { tag: 'cuppa-creator-card-view', theme: 'dark' } };
export const Arabic: Story = { args: { tag: 'cuppa-creator-card-view', lang: 'ar' } };
export const UnknownCreator: Story = { args: { tag: 'cuppa-tip-button-view', creator: 'nobodyhere' } };
export const InvalidAttribute: Story = { args: { tag: 'cuppa-tip-button-view', creator: 'not an alias!' } };
/** Loading, then the network error, when the API cannot be reached. */
export const ApiUnreachable: Story = { args: { tag: 'cuppa-subscribe-button-view', api: 'http://127.0.0.1:9/api' } };
