import { toCents } from '../../src/core/contract/common';
import type { ProfilePatch } from '../../src/core/contract/profile';
import { aliasMessages } from '../../src/core/contract/users';
import { aliasTaken } from '../auth/aliases';
import { nowIso } from '../db/database';
import { isUniqueViolation } from '../db/dialect';
import { queryNow } from '../db/query';
import type { SqlDb } from '../db/sql';
import { HttpError } from '../http/http-error';
import { writeGoal } from '../rows/goals';
import { userById } from '../rows/load-users';
import { writeTipPresets, type UserRow } from '../rows/users';

/**
 * The member edits their profile (what the patch names, their goal too): the account as it stands
 * after. An alias another member holds is 409 alias_taken, also when two take it at once.
 */
export async function updateProfile(sql: SqlDb, userId: number, patch: ProfilePatch): Promise<UserRow> {
  const taken = () => new HttpError('alias_taken', aliasMessages.taken, { alias: aliasMessages.taken });
  return sql
    .transaction(async (tx) => {
      if (patch.alias !== undefined && (await aliasTaken(tx, patch.alias, userId))) {
        throw taken();
      }
      // A column the patch leaves out (undefined) is not set.
      const columns = {
        first_name: patch.first_name,
        last_name: patch.last_name,
        alias: patch.alias,
        private_profile: patch.private_profile === undefined ? undefined : (Number(patch.private_profile) as 0 | 1),
        subscription_amount_cents:
          patch.subscription_amount === undefined ? undefined : toCents(patch.subscription_amount),
        image: patch.image,
        cover_image: patch.cover_image,
        about: patch.about,
        tip_presets: patch.tip_presets === undefined ? undefined : writeTipPresets(patch.tip_presets),
        thank_you: patch.thank_you,
      };
      if (patch.goal !== undefined) await writeGoal(tx, userId, patch.goal, nowIso());
      if (Object.values(columns).some((value) => value !== undefined)) {
        await tx.run(queryNow(tx.engine, (db) => db.updateTable('users').set(columns).where('id', '=', userId)));
      }
      return (await userById(tx, userId)) as UserRow;
    })
    .catch((error: unknown) => {
      // PostgreSQL: another member took the alias between our check and our update.
      throw isUniqueViolation(error) ? taken() : error;
    });
}
