import type { AdPlacement, DelegationScope } from '../../../../api/contract/catalog-enums';
import type { Db } from '../../client';
import { merchantDelegations, merchants, users, advertisements } from '../../schema';
import { normalizePersian } from '../../../../lib/persian/normalize';
import { slugify } from '../../../../lib/slug';
import { inArray } from 'drizzle-orm';
import { reserveIds } from './bulk';
import { AD_SUBTITLES, FIRST_NAMES, LAST_NAMES, companyName } from './names';
import type { Rng } from './prng';
import type { SeededCity } from './seed-reference';
import type { OfferSample } from './seed-products';
import type { SupplierPlan } from './seed-suppliers';

const DAY = 86_400_000;
const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Seeded merchant owners share one recognisable mobile range (+98990…), one account each. */
export const MERCHANT_OWNER_PHONE_PREFIX = '+98990';

/** Merchants with owner accounts, and the delegations suppliers gave them. */
export async function seedMerchants(
  db: Db,
  rng: Rng,
  options: { count: number; suppliers: SupplierPlan[]; cities: SeededCity[]; now: Date },
): Promise<number> {
  const { count, suppliers, cities, now } = options;
  const people = Array.from({ length: count }, (_, i) => ({
    phone: `${MERCHANT_OWNER_PHONE_PREFIX}${String(i + 1).padStart(7, '0')}`,
    firstName: rng.pick(FIRST_NAMES),
    lastName: rng.pick(LAST_NAMES),
    roles: ['buyer' as const, 'merchant' as const],
  }));
  const ownerIds = new Map<string, number>();
  for (const batch of chunks(people, 1000)) {
    await db.insert(users).values(batch).onConflictDoNothing();
    const rows = await db.select({ id: users.id, phone: users.phone }).from(users)
      .where(inArray(users.phone, batch.map((p) => p.phone)));
    for (const row of rows) ownerIds.set(row.phone, row.id);
  }
  const taken = new Set<string>();
  const cityWeights = cities.map((c) => c.weight);
  const merchantRows = people.map((person) => {
    const { name } = companyName(rng, 'merchant', taken);
    const confirmed = rng.chance(0.7);
    return {
      name,
      normalizedName: normalizePersian(name),
      slug: slugify(name),
      description: `نماینده فروش و توزیع، مدیریت: ${person.firstName} ${person.lastName}`,
      phone: person.phone,
      cityId: cities[rng.weighted(cityWeights)].id,
      isConfirmed: confirmed,
      confirmedAt: confirmed ? new Date(now.getTime() - rng.int(1, 300) * DAY) : null,
      ownerUserId: ownerIds.get(person.phone)!,
    };
  });
  const scopes: DelegationScope[] = ['sales', 'distribution', 'after_sales'];
  let delegations = 0;
  for (const batch of chunks(merchantRows, 1000)) {
    const inserted = await db.insert(merchants).values(batch).returning({ id: merchants.id });
    const rows = inserted.flatMap(({ id }) =>
      rng.sample(suppliers, rng.int(1, 3)).map((supplier) => {
        const from = now.getTime() - rng.int(30, 700) * DAY;
        return {
          supplierId: supplier.id,
          merchantId: id,
          scope: rng.pick(scopes),
          categoryId: rng.chance(0.5) ? rng.pick(supplier.leaves).categoryId : null,
          validFrom: new Date(from).toISOString().slice(0, 10),
          validTo: rng.chance(0.3) ? null : new Date(from + rng.int(365, 1095) * DAY).toISOString().slice(0, 10),
          isActive: rng.chance(0.9),
        };
      }),
    );
    await db.insert(merchantDelegations).values(rows);
    delegations += rows.length;
  }
  return delegations;
}

const PLACEMENTS: AdPlacement[] = ['home_banner', 'home_featured', 'display', 'category_top', 'search_top'];

/** Current advertisements (and a few finished ones) for sampled offers and their suppliers. */
export async function seedAdvertisements(
  db: Db,
  rng: Rng,
  options: { count: number; sample: OfferSample[]; now: Date },
): Promise<number> {
  const { sample, now } = options;
  const count = Math.min(options.count, sample.length);
  if (count === 0) return 0;
  const ids = await reserveIds(db, 'advertisements', count);
  const rows = rng.sample(sample, count).map((offer, i) => {
    const placement = PLACEMENTS[rng.weighted([1, 3, 3, 2, 1])];
    const bySupplier = rng.chance(0.25);
    const finished = rng.chance(0.1);
    const starts = now.getTime() - rng.int(1, 40) * DAY;
    return {
      id: ids[i],
      placement,
      supplierProductId: bySupplier ? null : offer.id,
      supplierId: offer.supplierId,
      categoryId: placement === 'category_top' ? offer.categoryId : null,
      title: offer.name,
      subtitle: rng.pick(AD_SUBTITLES),
      image: `/api/v1/media/ads/${ids[i]}.svg`,
      startsAt: new Date(starts),
      endsAt: new Date(finished ? now.getTime() - rng.int(1, 5) * DAY : now.getTime() + rng.int(10, 90) * DAY),
      priority: rng.int(0, 10),
    };
  });
  await db.insert(advertisements).values(rows);
  return rows.length;
}
