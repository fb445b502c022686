import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { parseConfig } from '../../../core/config/config';
import { toSupportedLanguage } from '../../../core/i18n/languages';
import type { PublicUser } from '../../../core/contract/users';
import { createNotifyStore } from '../../../core/notify/notify-store';
import { createCoreServices } from '../../../core/services';
import { createMemorySessionPersistence } from '../../../core/session/session-persistence';
import { createFakeFetch, json, type RecordedRequest } from '../../../core/testing/fake-fetch';
import { me } from '../../../core/testing/fixtures';
import { createThemeStore } from '../../../core/theme/theme-store';
import { AppServicesContext, type AppServices } from '../../boot/app-context';
import { createQueryClient } from '../../boot/query-client';
import '../../styles.css';
import { EmbedSubscribePage } from './embed-subscribe-page';
import { EmbedTipPage } from './embed-tip-page';

/**
 * What the app's frame shows inside a widget's dialog (the balance tab, the subscribe confirmation),
 * every state a designer reviews, with no API running: the frame's real pages, answered from the
 * fixtures below (the creator of .storybook/fixture-api). The dialog around it (avatar, name, price, tabs, crypto) is in Widgets/Dialogs.
 */
const creator: PublicUser = {
  id: 9002,
  first_name: 'Eli',
  last_name: 'Navarro',
  alias: 'eli',
  image: '/fixture-api/eli.svg',
  cover_image: null,
  about: 'Letters from a night train, every other Sunday.',
  private_profile: false,
  subscription_amount: 5,
  verified: true,
  total_posts: 31,
  input_solana_address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  tip_presets: [3, 5, 10],
  thank_you: '',
};
const summary = {
  id: creator.id,
  alias: creator.alias,
  image: creator.image,
  first_name: creator.first_name,
  last_name: creator.last_name,
  verified: true,
  total_posts: 12,
};

/** The few calls the frame makes, as the reference API answers them. */
function answer(request: RecordedRequest, balance: { points: number }): Response {
  const path = request.url.pathname.replace(/^\/api/, '');
  if (path === `/v1/customer/creator/${creator.alias}`) return json({ user: creator, is_subscribe: false });
  if (path === '/v1/customer/me') return json({ user: { ...me, points: balance.points } });
  if (path === '/v1/customer/subscriber/coffee') {
    const tip = Number(JSON.parse(request.body).tip);
    balance.points -= tip;
    const transaction = {
      id: 1,
      type: 'tip',
      direction: 'out',
      amount: tip,
      coin: 'solana',
      fee: null,
      status: 'completed',
      counterparty: summary,
      address: null,
      hash: null,
      created_at: new Date().toISOString(),
    };
    return json({ transaction, points: balance.points }, 201);
  }
  if (path === '/v1/customer/subscriber/subscribe') {
    balance.points -= creator.subscription_amount;
    const expires = new Date(Date.now() + 30 * 86_400_000).toISOString();
    return json({ subscription: { creator_id: creator.id, expires_at: expires }, points: balance.points }, 201);
  }
  return json({ error: 'Not found', code: 'not_found' }, 404);
}

function FrameServices({
  signedIn,
  lng,
  theme,
  children,
}: {
  signedIn: boolean;
  lng: string;
  theme: string;
  children: ReactNode;
}) {
  const [services] = useState(() => {
    const balance = { points: me.points };
    const core = createCoreServices(
      parseConfig({ apiBase: 'https://api.fixture.test/api', appUrl: window.location.origin }),
      createMemorySessionPersistence(signedIn ? { token: 'story-token', user: me } : null),
      createFakeFetch((request) => answer(request, balance)).fetch,
    );
    const value: AppServices = {
      ...core,
      theme: createThemeStore({ storage: null }),
      notify: createNotifyStore(),
      // The frame's checked parameters: this page plays the widget's site (its messages go to Storybook's own window).
      frame: {
        ok: true,
        params: {
          site: window.location.origin,
          channel: 'storybook-frame',
          lng: toSupportedLanguage(lng) ?? 'en',
          theme: theme === 'dark' ? 'dark' : 'light',
          creator: creator.alias,
        },
      },
    };
    return { value, queryClient: createQueryClient() };
  });
  useEffect(() => {
    document.documentElement.classList.add('embedded');
    return () => document.documentElement.classList.remove('embedded');
  }, []);
  return (
    <AppServicesContext.Provider value={services.value}>
      <QueryClientProvider client={services.queryClient}>
        {/* As wide as the dialog's frame: 26rem less the dialog's padding. */}
        <main className="embed-content" style={{ maxWidth: 376 }}>
          {children}
        </main>
      </QueryClientProvider>
    </AppServicesContext.Provider>
  );
}

type Args = { signedIn: boolean };
const inFrame: Decorator<Args> = (Story, context) => (
  <FrameServices
    // A new member, balance and form per story and per language.
    key={`${context.id}|${String(context.globals.lang)}|${String(context.globals.theme)}`}
    signedIn={context.args.signedIn}
    lng={String(context.globals.lang ?? 'en')}
    theme={String(context.globals.theme ?? 'light')}
  >
    <Story />
  </FrameServices>
);

const meta: Meta<Args> = {
  title: 'Widgets/Dialogs/In the app frame',
  decorators: [inFrame],
  args: { signedIn: true },
  render: () => <EmbedTipPage />,
};
export default meta;
type Story = StoryObj<Args>;

/** The balance tab: preset amounts ($3, $5, $10) beside the whole-dollar field, an optional message, yes / no. */
export const BalanceWithPresets: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('group');
  },
};

/** A preset chosen and a message typed, before 'yes'. */
export const PresetAndMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, five] = within(await canvas.findByRole('group')).getAllByRole('button');
    if (five) await userEvent.click(five);
    await userEvent.type(canvas.getByRole('textbox'), 'Your recording of the harbour at dawn made my week.');
  },
};

/** 'yes' with no amount and a message over 280 characters: both errors, each next to its field. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group');
    const note = canvas.getByRole('textbox');
    // Pasted, not typed: 281 characters one key at a time would take a while.
    await userEvent.click(note);
    await userEvent.paste('☕'.repeat(281));
    const buttons = canvas.getAllByRole('button');
    const submit = buttons.find((button) => button.getAttribute('type') === 'submit');
    if (submit) await userEvent.click(submit);
    await expect(await canvas.findAllByRole('alert')).toHaveLength(2);
  },
};

/** After a $5 tip: amount, creator, new balance and 'Thank you!', until the reader closes it. */
export const TipReceipt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, five] = within(await canvas.findByRole('group')).getAllByRole('button');
    if (five) await userEvent.click(five);
    const submit = canvas.getAllByRole('button').find((button) => button.getAttribute('type') === 'submit');
    if (submit) await userEvent.click(submit);
    await canvas.findByRole('heading', { level: 2 });
  },
};

/** Signed out: a way to sign in without leaving the page (the crypto tab works either way). */
export const SignedOut: Story = { args: { signedIn: false } };

/** The subscribe confirmation, SPEC.md's words exactly; the price and period sit above it, in the dialog. */
export const SubscribeConfirmation: Story = { render: () => <EmbedSubscribePage /> };

/** After 'accept': the subscription, its price and period, the new balance, 'Thank you!'. */
export const SubscribeReceipt: Story = {
  render: () => <EmbedSubscribePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, accept] = await canvas.findAllByRole('button');
    if (accept) await userEvent.click(accept);
    await canvas.findByRole('heading', { level: 2 });
  },
};
