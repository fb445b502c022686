import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import type { Service } from '../../../core/contract/travel';
import { ServiceImage } from './service-image';
import { paths } from '../../config/paths';

/** One service in a public list: the whole card is one link, so it is one tab stop. */
export function ServiceCard({ service }: { service: Service }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  return (
    <li className="travel-card card">
      <ServiceImage src={service.images[0]} alt="" className="travel-card-image" />
      <div className="travel-card-body">
        <p className="travel-card-meta">
          <span className="badge travel-type">{t(`type.${service.type}`)}</span>
          <span className="muted">{service.city}</span>
        </p>
        <h3 className="travel-card-title">
          <Link to={paths.travel.service.href(service.id)} className="travel-card-link" dir="auto">
            {service.title}
          </Link>
        </h3>
        <p className="travel-price">{format.money(service.price)}</p>
      </div>
    </li>
  );
}

export function ServiceGrid({ services }: { services: Service[] }) {
  return (
    <ul className="travel-grid">
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} />
      ))}
    </ul>
  );
}
