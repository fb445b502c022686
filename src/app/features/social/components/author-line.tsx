import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import type { SampleUser } from '../../sample/sample-types';

/** Who wrote or shows a piece: the avatar with its status, the name, and the person's role below it. */
export function AuthorLine({ author, as: Tag = 'p' }: { author: SampleUser; as?: 'p' | 'header' }) {
  const { t } = useTranslation('social');
  return (
    <Tag className="person">
      <Avatar person={{ image: author.avatar, name: author.name }} size={44} status={author.status} />
      <span>
        <strong>{author.name}</strong>
        <br />
        <span className="muted small">{t(`roles.${author.role}`)}</span>
      </span>
    </Tag>
  );
}
