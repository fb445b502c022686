import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { userEvent, waitFor } from 'storybook/test';
import { attributesOf, viewTagOf, widgetTags, type WidgetTag } from '../table/widget-tags';
import { defineWidgetView } from '../runtime/widget-views';

for (const tag of Object.keys(widgetTags) as WidgetTag[]) defineWidgetView(viewTagOf(tag), attributesOf(tag));

/**
 * The dialogs as a reader opens them on a blog, with no API running: the creator is a fixture file
 * Storybook serves (.storybook/fixture-api). The dialog's own part (avatar, name, price, tabs, crypto)
 * renders here; the part inside the app's frame (balance tab, confirmation, receipt, sign-in) is in
 * 'Widgets/Dialogs/In the app frame', which the frame here shows.
 */
const fixtureApi = () => new URL('/fixture-api', window.location.href).href;
/** Storybook plays the app (.storybook/fixture-app): translation files, and frames that show the frame's stories. */
const storybookApp = () => new URL('/fixture-app', window.location.href).href;

type Args = { tag: string; creator: string; theme?: string; lang?: string };

/** The element's shadow root once it has rendered its button. */
async function rendered(canvasElement: HTMLElement, name: RegExp): Promise<ShadowRoot> {
  return waitFor(
    () => {
      const root = canvasElement.querySelector('[creator]')?.shadowRoot;
      const button = [...(root?.querySelectorAll('button') ?? [])].find((found) => name.test(found.textContent ?? ''));
      if (!root || !button || button.disabled) throw new Error('not rendered yet');
      return root;
    },
    { timeout: 5000 },
  );
}

async function openDialog(canvasElement: HTMLElement, name: RegExp): Promise<HTMLElement> {
  const root = await rendered(canvasElement, name);
  const opener = [...root.querySelectorAll('button')].find((found) => name.test(found.textContent ?? ''));
  if (opener) await userEvent.click(opener);
  return waitFor(
    () => {
      const dialog = root.querySelector<HTMLElement>('[role=dialog]');
      if (!dialog) throw new Error('no dialog yet');
      return dialog;
    },
    { timeout: 5000 },
  );
}

const meta: Meta<Args> = {
  title: 'Widgets/Dialogs',
  render: ({ tag, ...attributes }) => createElement(tag, { api: fixtureApi(), app: storybookApp(), ...attributes }),
  args: { creator: 'eli', theme: 'light', lang: 'en' },
};
export default meta;
type Story = StoryObj<Args>;

/** The tip dialog names whom it pays: avatar and name, then the tabs ('my balance' is the app's frame). */
export const TipDialog: Story = {
  args: { tag: 'cuppa-tip-button-view' },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement, /./);
  },
};

/** 'in crypto' with an amount: the QR holds a Solana Pay transfer in USDC, and the tab says so. */
export const CryptoWithAmount: Story = {
  args: { tag: 'cuppa-tip-button-view' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, /./);
    const crypto = dialog.querySelectorAll<HTMLElement>('[role=tab]')[1];
    if (crypto) await userEvent.click(crypto);
    const amount = await waitFor(() => {
      const input = dialog.querySelector<HTMLInputElement>('input[inputmode=decimal]');
      if (!input) throw new Error('no amount field yet');
      return input;
    });
    await userEvent.type(amount, '5');
  },
};

/** The subscribe dialog: avatar, name, '$5.00 a month', then SPEC.md's confirmation in the app's frame. */
export const SubscribeWithPrice: Story = {
  args: { tag: 'cuppa-subscribe-button-view' },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement, /./);
  },
};

export const SubscribeDark: Story = { ...SubscribeWithPrice, args: { ...SubscribeWithPrice.args, theme: 'dark' } };
export const TipDialogArabic: Story = { ...TipDialog, args: { ...TipDialog.args, lang: 'ar' } };
