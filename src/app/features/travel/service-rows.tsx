import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import type { Service } from '../../../core/contract/travel';
import { displayName } from '../../../core/people/person-name';
import { ServiceImage } from './service-image';
import { paths } from '../../config/paths';

/** The management list: each service with its state, and where to edit it; the host column for admins. */
export function ServiceRows({ services, showHost }: { services: Service[]; showHost: boolean }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  return (
    <ul className="travel-rows">
      {services.map((service) => (
        <li key={service.id} className="travel-row card">
          <ServiceImage src={service.images[0]} alt="" className="travel-row-image" />
          <div className="travel-row-main">
            <h3 className="travel-row-title">
              <Link to={paths.travel.service.href(service.id)}>{service.title}</Link>
            </h3>
            <p className="travel-card-meta">
              <span className="badge travel-type">{t(`type.${service.type}`)}</span>
              <span className="muted">{service.city}</span>
              <span className={service.published ? 'badge travel-live' : 'badge'}>
                {service.published ? t('published') : t('draft')}
              </span>
              {showHost ? (
                <span className="muted">{t('manage.hostName', { name: displayName(service.host) })}</span>
              ) : null}
            </p>
          </div>
          <div className="travel-row-end">
            <p className="travel-price">{format.money(service.price)}</p>
            <Link
              className="button"
              to={paths.settings.travelEdit.href(service.id)}
              aria-label={t('editNamed', { title: service.title })}
            >
              {t('edit')}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
