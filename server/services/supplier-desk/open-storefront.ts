import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, suppliers } from '../../db/schema';
import { publishDataChanged } from '../../events/data-changed';
import { normalizePersian } from '../../../lib/persian/normalize';
import { slugify } from '../../../lib/slug';
import type { NewStorefrontInput } from '../../../api/contract/supplier-desk';
import { assertUnderCap } from '../limits/user-caps';
import { grantRole } from '../identity/roles';
import { forgetUserSessions } from '../identity/sessions';
import { FieldErrors } from './field-errors';
import { logger } from '../../logger';

/**
 * A user opens a storefront of their own (`POST /supplier-desk/suppliers`): a name, what it sells
 * and its city are enough to start; the logo is drawn from the name until one is uploaded, and the
 * rest (about, contact, sale cities) is filled in the storefront's form. The user becomes a
 * supplier. Its page is there at once, unverified (the badge is the admin's, after checking
 * papers) and unlisted until its first published product or the badge (storefront-listing.ts).
 */
export async function openStorefront(db: Db, userId: number, input: NewStorefrontInput): Promise<{ id: number }> {
  const errors = new FieldErrors();
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, input.cityId));
  if (!city) errors.add('cityId', 'شهر انتخاب‌شده پیدا نشد');
  errors.throwIfAny();
  const id = await db.transaction(async (tx) => {
    await assertUnderCap(tx, 'storefronts', userId, { table: suppliers, owner: suppliers.ownerUserId });
    const [made] = await tx
      .insert(suppliers)
      .values({
        name: input.name,
        searchName: normalizePersian(input.name),
        slug: slugify(input.name),
        categoryTypes: [...new Set(input.categoryTypes)],
        cityId: input.cityId,
        ownerUserId: userId,
        isListed: false,
      })
      .returning({ id: suppliers.id });
    // The generated picture (server/routes/media) until the owner uploads a logo.
    await tx.update(suppliers).set({ logo: `/api/v1/media/suppliers/${made.id}.svg` }).where(eq(suppliers.id, made.id));
    await grantRole(tx, userId, 'supplier');
    return made.id;
  });
  // The new role counts at once for the user's open sessions. The storefront is made: a failure
  // here (the session cache down) must not answer 500 and have the user make a second one.
  await forgetUserSessions(db, userId).catch((error) => logger.warn({ err: error, userId }, 'sessions not refreshed after opening a storefront'));
  publishDataChanged({ entity: 'supplier', id });
  return { id };
}
