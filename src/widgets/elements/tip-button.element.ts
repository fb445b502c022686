import { TipControl } from '../components/tip-control';
import { widgetView } from '../components/widget-view';
import { defineView } from './define-view';

defineView('cuppa-tip-button-view', widgetView(TipControl, { needsCreator: true }));
