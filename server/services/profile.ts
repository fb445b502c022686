import { toCents } from '../../src/core/contract/common';
import type { ProfilePatch } from '../../src/core/contract/profile';
import { aliasMessages } from '../../src/core/contract/users';
import { aliasTaken } from '../auth/aliases';
import { nowIso } from '../db/database';
import { isUniqueViolation } from '../db/dialect';
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
      const columns: Record<string, unknown> = {
        first_name: patch.first_name,
        last_name: patch.last_name,
        alias: patch.alias,
        private_profile: patch.private_profile === undefined ? undefined : Number(patch.private_profile),
        subscription_amount_cents:
          patch.subscription_amount === undefined ? undefined : toCents(patch.subscription_amount),
        image: patch.image,
        cover_image: patch.cover_image,
        about: patch.about,
        tip_presets: patch.tip_presets === undefined ? undefined : writeTipPresets(patch.tip_presets),
        thank_you: patch.thank_you,
      };
      if (patch.goal !== undefined) await writeGoal(tx, userId, patch.goal, nowIso());
      const set = Object.entries(columns).filter(([, value]) => value !== undefined);
      if (set.length > 0) {
        await tx.run(
          `UPDATE users SET ${set.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ?`,
          ...set.map(([, value]) => value),
          userId,
        );
      }
      return (await userById(tx, userId)) as UserRow;
    })
    .catch((error: unknown) => {
      // PostgreSQL: another member took the alias between our check and our update.
      throw isUniqueViolation(error) ? taken() : error;
    });
}
