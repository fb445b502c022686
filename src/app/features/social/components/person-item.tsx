import type { ReactNode } from 'react';
import { Avatar } from '../../../components/avatar';
import type { SampleUser } from '../../sample/sample-types';

/** One person in a list of people: the avatar with its status, the name, and a line about them below. */
export function PersonItem({ person, children }: { person: SampleUser; children: ReactNode }) {
  return (
    <li className="person">
      <Avatar person={{ image: person.avatar, name: person.name }} size={40} status={person.status} />
      <div>
        <p className="person-name">{person.name}</p>
        <p className="muted small">{children}</p>
      </div>
    </li>
  );
}
