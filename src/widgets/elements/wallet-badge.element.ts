import { WalletBadge } from '../components/wallet-badge';
import { widgetView } from '../components/widget-view';
import { defineView } from './define-view';

defineView('cuppa-wallet-badge-view', widgetView(WalletBadge, { needsCreator: false }));
