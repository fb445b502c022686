import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import arTravel from '../../../../locales/ar/travel.json';
import deTravel from '../../../../locales/de/travel.json';
import { createI18n } from '../../../core/i18n/create-i18n';
import { json } from '../../../core/testing/fake-fetch';
import { render } from '../../testing/render';
import { TravelHomePage } from './travel-home-page';

const cities = [
  { id: 1, name: 'Cape Town', country: 'South Africa', image: null },
  { id: 2, name: 'Kyoto', country: 'Japan', image: null },
  { id: 3, name: 'Atlantis', country: 'Lost Continent', image: null },
];

let cleanup: () => void = () => {};
afterEach(() => cleanup());

async function homeIn(lng: 'de' | 'ar', travel: object) {
  const { i18n, ready } = createI18n({
    loadPath: '/locales/{{lng}}/{{ns}}.json',
    lng,
    resources: { [lng]: { travel } },
  });
  await ready;
  const view = await render(
    <I18nextProvider i18n={i18n}>
      <TravelHomePage />
    </I18nextProvider>,
    { route: '/travel', handler: () => json({ cities, featured: [] }) },
  );
  cleanup = view.unmount;
  await view.findByText('Kyoto');
  return view;
}

describe('TravelHomePage', () => {
  it("names each city's country in the reader's language (German)", async () => {
    const view = await homeIn('de', deTravel);
    expect(view.getByText('Südafrika')).toBeInTheDocument();
    expect(view.getByText('Japan')).toBeInTheDocument();
    expect(view.queryByText('South Africa')).not.toBeInTheDocument();
    // A country Intl does not know shows as the API wrote it.
    expect(view.getByText('Lost Continent')).toBeInTheDocument();
  });

  it("names each city's country in the reader's language (Arabic)", async () => {
    const view = await homeIn('ar', arTravel);
    expect(view.getByText('جنوب أفريقيا')).toBeInTheDocument();
    expect(view.getByText('اليابان')).toBeInTheDocument();
    expect(view.queryByText('Japan')).not.toBeInTheDocument();
  });
});
