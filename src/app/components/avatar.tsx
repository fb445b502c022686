import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName, initials, splitFullName } from '../../core/people/person-name';
import './avatar.css';

/** A member as the API gives one, or a sample person (a picture and a full name). */
export type AvatarPerson =
  { first_name: string; last_name: string; alias: string; image: string | null } | { name: string; image: string };

const personName = (person: AvatarPerson) => ('name' in person ? person.name : displayName(person));
const personInitials = (person: AvatarPerson) => initials('name' in person ? splitFullName(person.name) : person);

/**
 * The picture, or the initials when there is none or it fails to load (never a broken image).
 * `status` adds the online/offline dot, announced in words.
 */
export function Avatar({
  person,
  size = 48,
  status,
}: {
  person: AvatarPerson;
  size?: number;
  status?: 'online' | 'offline';
}) {
  const { t } = useTranslation('social');
  const [failed, setFailed] = useState<string | null>(null);
  const style = { inlineSize: size, blockSize: size, fontSize: Math.round(size * 0.38) };
  const image = person.image && failed !== person.image ? person.image : null;
  const picture = image ? (
    <img
      className={status ? undefined : 'avatar'}
      src={image}
      alt=""
      width={size}
      height={size}
      style={status ? undefined : style}
      onError={() => setFailed(image)}
    />
  ) : null;
  // The picture alone is the avatar; a presence dot needs a box around it to sit on.
  if (picture && !status) return picture;
  return (
    <span className={picture ? 'avatar' : 'avatar avatar-initials'} style={style}>
      {picture ?? <span aria-hidden="true">{personInitials(person)}</span>}
      {status ? (
        <span className={`presence presence-${status}`}>
          <span className="visually-hidden">{t(`friends.${status}`, { name: personName(person) })}</span>
        </span>
      ) : null}
    </span>
  );
}
