import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render as mount, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/en/common.json';
import type { WidgetCreator } from '../../core/contract/widget-reads';
import { createI18n } from '../../core/i18n/create-i18n';
import type { WidgetAttributes } from '../services/attributes';
import type { FrameOutcome } from './app-frame';
import type { CreatorState } from './use-creator';
import type { WidgetEnvironment } from './widget-host';

// The widget's surroundings, as the runtime would give them: the element, its attributes, the creator read.
const environment = vi.hoisted(() => ({ current: null as unknown as WidgetEnvironment }));
const creators = vi.hoisted(() => new Map<string, { subscription_amount: number }>());
vi.mock('./widget-host', () => ({ useWidget: () => environment.current }));
vi.mock('./use-creator', () => ({
  useCreator: (): CreatorState => {
    const user = creators.get(environment.current.attributes.creator ?? '');
    return user ? { status: 'ready', data: { user } as never } : { status: 'loading' };
  },
}));
// The dialog as the subscribe control drives it: the price it is given, and the frame's outcomes.
const dialog = vi.hoisted(() => ({
  props: null as null | { price: number; onOutcome: (message: FrameOutcome) => void; onClose: () => void },
}));
vi.mock('./subscribe-dialog', () => ({
  default: (props: NonNullable<typeof dialog.props>) => {
    dialog.props = props;
    return null;
  },
}));

const { SubscribeControl } = await import('./subscribe-control');
/** The price the dialog was last given: undefined once `dialog.props` is cleared, until it renders again. */
const dialogPrice = () => dialog.props?.price;

const creator = (alias: string, subscription_amount: number) =>
  ({ alias, first_name: alias, last_name: '', subscription_amount }) as unknown as WidgetCreator;

async function render(alias: string) {
  const { i18n, ready } = createI18n({
    loadPath: '/locales/{{lng}}/{{ns}}.json',
    lng: 'en',
    resources: { en: { common } },
  });
  await ready;
  const host = document.body.appendChild(document.createElement('div'));
  const root = host.attachShadow({ mode: 'open' });
  const show = (creatorAlias: string) => {
    environment.current = {
      attributes: { creator: creatorAlias, api: 'https://api.test/api', app: 'https://app.test/' } as WidgetAttributes,
      lang: 'en',
      dark: false,
      host,
      root,
    };
    return (
      <I18nextProvider i18n={i18n}>
        <SubscribeControl />
      </I18nextProvider>
    );
  };
  const view = mount(show(alias));
  await act(async () => {});
  return { creatorBecomes: (next: string) => act(async () => view.rerender(show(next))) };
}

afterEach(() => {
  cleanup();
  dialog.props = null;
  document.body.replaceChildren();
});

describe('the subscribe button', () => {
  it('shows the price the frame said changed for its creator only, not for the next creator it is set to', async () => {
    creators.set('alice', creator('alice', 5));
    creators.set('bob', creator('bob', 4));
    const view = await render('alice');
    const open = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /^Subscribe for/ })));

    await open();
    expect(dialogPrice()).toBe(5);
    // The frame says alice asks $7.00 now: the dialog and the button follow.
    await act(async () => dialog.props?.onOutcome({ type: 'price', amount: 7 } as FrameOutcome));
    expect(dialogPrice()).toBe(7);
    await act(async () => dialog.props?.onClose());
    expect(screen.getByRole('button', { name: 'Subscribe for $7.00' })).toBeVisible();

    // The page sets the element to another creator: bob's own price, on the button and in the dialog.
    dialog.props = null;
    await view.creatorBecomes('bob');
    expect(screen.getByRole('button', { name: 'Subscribe for $4.00' })).toBeVisible();
    await open();
    expect(dialogPrice()).toBe(4);
  });
});
