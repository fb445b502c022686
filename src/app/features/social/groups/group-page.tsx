import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CardSection } from '../../../components/section';
import { DetailsView } from '../components/details-view';
import { idParam } from '../components/id-param';
import { PageHead } from '../components/page-head';
import { PersonItem } from '../components/person-item';
import '../social.css';
import { GroupStats } from './group-stats';
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
                <GroupStats group={data} />
              </div>
              <JoinButton group={data} />
            </div>
            <CardSection title={t('groups.about')}>
              <p>{data.type === 'Private' ? t('groups.aboutPrivate') : t('groups.aboutPublic')}</p>
            </CardSection>
            <CardSection title={t('groups.someMembers')}>
              <ul className="people-list people-row">
                {data.memberList.map((member) => (
                  <PersonItem key={member.id} person={member}>
                    {t(`roles.${member.role}`)}
                  </PersonItem>
                ))}
              </ul>
            </CardSection>
          </article>
        )}
      </DetailsView>
    </div>
  );
}
