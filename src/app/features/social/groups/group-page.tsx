import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { DetailsView } from '../components/details-view';
import { idParam } from '../components/id-param';
import { PageHead } from '../components/page-head';
import '../social.css';
import { useFormat } from '../../../hooks/use-format';
import { GroupType } from './group-type';
import { JoinButton } from './join-button';
import { useGroup } from './use-groups';
import { paths } from '../../../config/paths';
import { useSampleText } from '../../sample/use-sample-text';

/** /feed/groups/{groupId} */
export function GroupPage() {
  const { t } = useTranslation('social');
  const { t: ta } = useTranslation('app');
  const sampleText = useSampleText();
  const format = useFormat();
  const { groupId } = useParams();
  const group = useGroup(idParam(groupId, -1));
  return (
    <div className="page social-page">
      <PageHead title={group.data ? sampleText(group.data.name) : ta('pages.group')} />
      <DetailsView query={group} backTo={paths.feed.groups.href()} backLabel={t('groups.back')}>
        {(data) => (
          <article className="details">
            <div className="banner banner-short">
              <img src={data.image} alt="" />
            </div>
            <div className="details-head">
              <img className="group-logo group-logo-large" src={data.logo} alt="" width={80} height={80} />
              <div className="grow">
                <p className="muted">
                  <GroupType type={data.type} />
                </p>
                <ul className="stat-row">
                  <li>
                    <strong>{format.number(data.memberCount)}</strong> {t('groups.members')}
                  </li>
                  <li>
                    <strong>{format.number(data.ppd)}</strong> {t('groups.postsPerDay')}
                  </li>
                </ul>
              </div>
              <JoinButton group={data} />
            </div>
            <section className="card" aria-labelledby="group-about">
              <h2 id="group-about" className="card-title">
                {t('groups.about')}
              </h2>
              <p>{data.type === 'Private' ? t('groups.aboutPrivate') : t('groups.aboutPublic')}</p>
            </section>
            <section className="card" aria-labelledby="group-members">
              <h2 id="group-members" className="card-title">
                {t('groups.someMembers')}
              </h2>
              <ul className="people-list people-row">
                {data.memberList.map((member) => (
                  <li key={member.id} className="person">
                    <Avatar person={{ image: member.avatar, name: member.name }} size={40} status={member.status} />
                    <div>
                      <p className="person-name">{member.name}</p>
                      <p className="muted small">{t(`roles.${member.role}`)}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          </article>
        )}
      </DetailsView>
    </div>
  );
}
