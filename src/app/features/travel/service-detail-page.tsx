import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../hooks/use-format';
import type { Service } from '../../../core/contract/travel';
import { displayName } from '../../../core/people/person-name';
import { QueryView } from '../../components/status';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSession } from '../../hooks/use-session';
import { NotFoundPage } from '../../components/not-found-page';
import { ServiceImage } from './service-image';
import { canManage } from './travel-roles';
import { usePublicService } from './travel-queries';
import './travel.css';
import { paths } from '../../config/paths';

/** /travel/service/:id — one service with its pictures, place, price and host. */
export function ServiceDetailPage() {
  const raw = useParams().id ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? <ServiceDetail id={Number(raw)} /> : <NotFoundPage />;
}

function ServiceDetail({ id }: { id: number }) {
  const { t } = useTranslation('travel');
  const query = usePublicService(id);
  usePageTitle(query.data?.title ?? t('title'));
  return (
    <div className="page travel-page">
      <QueryView query={query}>{(service) => <ServiceView service={service} />}</QueryView>
    </div>
  );
}

function ServiceView({ service }: { service: Service }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const { user } = useSession();
  const [cover, ...more] = service.images;
  const listName = t('inCity', { type: t(`types.${service.type}`), city: service.city });
  const hostName = displayName(service.host);
  const mayEdit = user !== null && canManage(user) && (user.id === service.host.id || user.roles.includes('admin'));

  return (
    <article className="travel-detail">
      <p>
        <Link to={paths.travel.list.href(service.type, service.city_id)}>{t('back', { list: listName })}</Link>
      </p>
      <ServiceImage src={cover} alt={t('imageOf', { title: service.title })} className="travel-detail-cover" />
      {more.length > 0 ? (
        <ul className="travel-thumbs">
          {more.map((src, index) => (
            <li key={src}>
              <img src={src} alt={t('form.imageAlt', { number: index + 2 })} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="travel-card-meta">
        <span className="badge travel-type">{t(`type.${service.type}`)}</span>
        {service.published ? null : <span className="badge">{t('draft')}</span>}
      </p>
      {/* What the host wrote reads in its own direction (an English title on an Arabic page and back). */}
      <h1 dir="auto">{service.title}</h1>
      <dl className="travel-facts">
        <div>
          <dt>{t('detail.where')}</dt>
          <dd>
            <Link to={paths.travel.list.href('all', service.city_id)}>{service.city}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('detail.price')}</dt>
          <dd className="travel-price">{format.money(service.price)}</dd>
        </div>
        <div>
          <dt>{t('detail.host')}</dt>
          <dd>
            <Link to={paths.profile.root.href(service.host.alias)}>{hostName || service.host.alias}</Link>
          </dd>
        </div>
      </dl>
      <h2>{t('detail.about')}</h2>
      <p className="travel-description" dir="auto">
        {service.description}
      </p>
      {mayEdit ? (
        <p>
          <Link className="button" to={paths.settings.travelEdit.href(service.id)}>
            {t('edit')}
          </Link>
        </p>
      ) : null}
    </article>
  );
}
