import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/status';
import { usePageTitle } from '../../hooks/use-page-title';
import { ServiceGrid } from './service-card';
import { ServiceImage } from './service-image';
import { TypeTabs } from './type-tabs';
import { useTravelHome } from './travel-queries';
import './travel.css';
import { paths } from '../../config/paths';
import { Section } from '../../components/section';
import { countryName } from '../../utils/country-name';

/** The travel home: the cities to browse by, and the featured services. */
export function TravelHomePage() {
  const { t, i18n } = useTranslation('travel');
  usePageTitle(t('title'));
  const home = useTravelHome();

  return (
    <div className="page travel-page">
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <TypeTabs cityId={null} />
      <QueryView query={home}>
        {({ cities, featured }) => (
          <>
            <section aria-labelledby="travel-cities">
              <h2 id="travel-cities">{t('cities')}</h2>
              {cities.length === 0 ? (
                <p className="muted">{t('noCities')}</p>
              ) : (
                <ul className="travel-cities">
                  {cities.map((city) => (
                    <li key={city.id} className="travel-city card">
                      <ServiceImage src={city.image ?? undefined} alt="" className="travel-city-image" />
                      <Link to={paths.travel.list.href('all', city.id)} className="travel-card-link travel-city-name">
                        {city.name}
                      </Link>
                      <span className="muted">{countryName(city.country, i18n.language)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <Section title={t('featured')}>
              {featured.length === 0 ? <p className="muted">{t('noFeatured')}</p> : <ServiceGrid services={featured} />}
              <p>
                <Link to={paths.travel.list.href('all')} className="button">
                  {t('browseAll')}
                </Link>
              </p>
            </Section>
          </>
        )}
      </QueryView>
    </div>
  );
}
