import { createContext, useContext } from 'react';
import type { FrameParamsResult } from '../../core/embed/frame-params';
import type { CoreServices } from '../../core/services';
import type { ThemeStore } from '../../core/theme/theme-store';
import type { NotifyStore } from '../../core/notify/notify-store';

export interface AppServices extends CoreServices {
  theme: ThemeStore;
  notify: NotifyStore;
  /** Set on `/embed/*` pages: the frame's parameters, or why they were refused. */
  frame?: FrameParamsResult | null;
}

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs <AppServicesContext.Provider>');
  return services;
}
