import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { serviceTypes } from '../../../core/contract/travel';
import type { ServiceTypeFilter } from '../../../core/api/travel-api';
import { paths } from '../../config/paths';
import { TabBar } from '../../components/tab-bar';

const tabs: ServiceTypeFilter[] = ['all', ...serviceTypes];

/** The public lists by type; the chosen city goes along from tab to tab. */
export function TypeTabs({ cityId }: { cityId: number | null }) {
  const { t } = useTranslation('travel');
  return (
    <TabBar label={t('typeNav')}>
      {tabs.map((type) => (
        <NavLink key={type} to={paths.travel.list.href(type, cityId)} className="tab-link">
          {t(`types.${type}`)}
        </NavLink>
      ))}
    </TabBar>
  );
}
