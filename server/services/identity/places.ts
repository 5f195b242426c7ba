import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, states } from '../../db/schema';
import { ProblemError } from '../../http/problem';

type PlaceInput = { cityId: number | null; province: string | null; city: string | null };

/** An address names its place by a city from the list (whose names then win) or by typed names. */
export async function resolvePlace(
  db: Db,
  input: PlaceInput,
): Promise<{ cityId: number | null; province: string; city: string }> {
  if (input.cityId === null)
    return { cityId: null, province: input.province ?? '', city: input.city ?? '' };
  const [found] = await db
    .select({ city: cities.name, province: states.name })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(eq(cities.id, input.cityId));
  if (!found) {
    throw new ProblemError({
      status: 400,
      code: 'validation_failed',
      detail: 'برخی از مقادیر فرستاده‌شده معتبر نیستند',
      errors: [{ field: 'cityId', message: 'شهر انتخاب‌شده پیدا نشد', code: 'custom' }],
    });
  }
  return { cityId: input.cityId, ...found };
}

/** Timestamps as ISO strings, the way every answer carries them. */
export const withIsoDates = <T extends { createdAt: Date; updatedAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
