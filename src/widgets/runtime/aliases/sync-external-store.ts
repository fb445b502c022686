// Stands in for use-sync-external-store/shim in the widget bundle (vite.widgets.config.ts): React 19 has
// the hook built in, which the shim would pick anyway, so its fallback for older Reacts is dead weight.
export { useSyncExternalStore } from 'react';
