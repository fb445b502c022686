import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { attributesOf, viewTagOf, widgetTags, type WidgetTag } from '../table/widget-tags';
import { defineWidgetView } from '../runtime/widget-views';

for (const tag of Object.keys(widgetTags) as WidgetTag[]) defineWidgetView(viewTagOf(tag), attributesOf(tag));

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
/**
 * Loading: a non-routable API address, which most networks leave unanswered, keeps the widget in its
 * loading state until the request times out (a network that refuses it at once shows the error).
 */
export const Loading: Story = { args: { tag: 'cuppa-subscribe-button-view', api: 'http://10.255.255.1/api' } };
/**
 * The quiet 'Subscribed' state, for a creator whose lookup says the member subscribes (a fixture file
 * served by Storybook; on a blog the frame tells the widget, after the member subscribes or signs in).
 */
export const Subscribed: Story = {
  args: { tag: 'cuppa-subscribe-button-view', creator: 'dana' },
  render: ({ tag, ...attributes }) =>
    createElement(tag, { ...attributes, app: APP, api: new URL('/fixture-api', window.location.href).href }),
};
export const SubscribedCard: Story = { ...Subscribed, args: { tag: 'cuppa-creator-card-view', creator: 'dana' } };
/**
 * Signed in: the badge and the tip dialog's balance tab are the app's frame, which shows the balance
 * and the tip form once a member has signed in through any Cuppa frame of this page's site (the
 * session is kept per site, in the app's storage). Signed out, the same frame offers 'Sign in'.
 */
export const SignedIn: Story = { args: { tag: 'cuppa-wallet-badge-view' } };
/** Loading, then the network error, when the API cannot be reached. */
export const ApiUnreachable: Story = { args: { tag: 'cuppa-subscribe-button-view', api: 'http://127.0.0.1:9/api' } };
