import { SubscribeControl } from '../components/subscribe-control';
import { widgetView } from '../components/widget-view';
import { defineView } from './define-view';

defineView('cuppa-subscribe-button-view', widgetView(SubscribeControl, { needsCreator: true }));
