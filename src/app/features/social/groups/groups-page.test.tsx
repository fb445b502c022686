import { afterEach, describe, expect, it } from 'vitest';
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
    const screen = await render(<GroupsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText(/Coffee & Creators/)).toBeNull();
    expect(await screen.findByText(/Coffee & Creators/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sample content');
    screen.unmount();
  });
});
