import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Tab } from './tabs';

/**
 * The tip dialog's two tabs (SPEC.md: 'my balance', the default, and 'in crypto'), for the widget's
 * dialog and the app's modal alike: each brings its own panels and its own tablist's look.
 */
export function tipTabs(t: TFunction, panels: { balance: ReactNode; crypto: ReactNode }): Tab[] {
  return [
    { id: 'balance', label: t('tip.myBalance'), panel: panels.balance },
    { id: 'crypto', label: t('tip.inCrypto'), panel: panels.crypto },
  ];
}
