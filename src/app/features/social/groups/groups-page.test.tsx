import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import social from '../../../../../locales/en/social.json';
import app from '../../../../../locales/en/app.json';
import { createNotifyStore } from '../../../../core/notify/notify-store';
import { AppServicesContext, type AppServices } from '../../../boot/app-context';
import { render } from '../../../testing/render';
import { resetSampleState, SAMPLE_DELAY_MS, setSampleDelay } from '../../sample/sample-api';
import { GroupsPage } from './groups-page';

afterEach(() => {
  setSampleDelay(SAMPLE_DELAY_MS);
  resetSampleState();
});

describe('a page on sample data', () => {
  it('shows a loading state until the simulated call answers, then the list', async () => {
    setSampleDelay(30);
    const services = { notify: createNotifyStore() } as unknown as AppServices;
    const { container, unmount } = await render(
      <AppServicesContext.Provider value={services}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <GroupsPage />
          </MemoryRouter>
        </QueryClientProvider>
      </AppServicesContext.Provider>,
      { social, app },
    );
    expect(container.querySelector('[role="status"]')?.textContent).toContain('Loading…');
    expect(container.textContent).not.toContain('Coffee & Creators');
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(container.textContent).toContain('Coffee & Creators');
    expect(container.querySelector('h1')?.textContent).toContain('Sample content');
    unmount();
  });
});
