import { useState } from 'react';
import { initials } from './initials';

interface AvatarPerson {
  first_name: string;
  last_name: string;
  alias: string;
  image: string | null;
}

/** The picture, or the initials when there is none or it fails to load (never a broken image). */
export function Avatar({ person, size }: { person: AvatarPerson; size: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { inlineSize: size, blockSize: size, fontSize: Math.round(size * 0.38) };
  if (person.image && failed !== person.image) {
    return (
      <img
        className="avatar"
        src={person.image}
        alt=""
        width={size}
        height={size}
        style={style}
        onError={() => setFailed(person.image)}
      />
    );
  }
  return (
    <span className="avatar avatar-initials" style={style} aria-hidden="true">
      {initials(person.first_name, person.last_name, person.alias)}
    </span>
  );
}
