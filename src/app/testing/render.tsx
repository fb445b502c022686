import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../core/i18n/create-i18n';
import common from '../../../locales/en/common.json';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders into a fresh container with the English common texts; returns the container and an unmount. */
export async function render(node: ReactNode, resources: Record<string, object> = {}) {
  const { i18n, ready } = createI18n({
    loadPath: '/locales/{{lng}}/{{ns}}.json',
    lng: 'en',
    resources: { en: { common, ...resources } },
  });
  await ready;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>));
  return {
    container,
    rerender: (next: ReactNode) => act(async () => root.render(<I18nextProvider i18n={i18n}>{next}</I18nextProvider>)),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
