import { CreatorCard } from '../components/creator-card';
import { widgetView } from '../components/widget-view';
import { defineView } from './define-view';

defineView('cuppa-creator-card-view', widgetView(CreatorCard, { needsCreator: true }));
