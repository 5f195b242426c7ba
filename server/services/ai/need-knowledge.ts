import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { baseProducts, categories, categoryProperties, cities, states, unitsOfMeasurement } from '../../db/schema';
import { alias } from 'drizzle-orm/pg-core';
import { keptPerDatabase } from '../kept-per-database';
import type { NeedVocabulary } from './need-parser';
import { profileOf, type CategoryProfile, type CategorySource } from './need-categories';

/** What the assistant knows of the catalogue: units, places, and a profile of every leaf category. */
export type NeedKnowledge = { vocabulary: NeedVocabulary; profiles: CategoryProfile[] };

/** Base products read per leaf for its words: enough to know its language, bounded for a huge catalogue. */
const NAMES_PER_LEAF = 60;

export async function loadNeedKnowledge(db: Db): Promise<NeedKnowledge> {
  const parent = alias(categories, 'parent');
  const [units, cityRows, provinceRows, leaves, props] = await Promise.all([
    db.select({ id: unitsOfMeasurement.id, code: unitsOfMeasurement.code, name: unitsOfMeasurement.name }).from(unitsOfMeasurement),
    db.select({ id: cities.id, name: cities.name, provinceCode: states.code }).from(cities).innerJoin(states, eq(states.id, cities.stateId)),
    db.select({ id: states.id, code: states.code, name: states.name }).from(states),
    db
      .select({ id: categories.id, code: categories.code, name: categories.name, categoryType: categories.categoryType, parentName: parent.name })
      .from(categories)
      .leftJoin(parent, eq(parent.id, categories.parentId))
      .where(and(eq(categories.isLeaf, true), eq(categories.isActive, true))),
    db
      .select({
        categoryId: categoryProperties.categoryId,
        id: categoryProperties.id,
        code: categoryProperties.code,
        name: categoryProperties.name,
        dataType: categoryProperties.dataType,
        options: categoryProperties.options,
        minValue: categoryProperties.minValue,
        maxValue: categoryProperties.maxValue,
      })
      .from(categoryProperties)
      .orderBy(asc(categoryProperties.sortOrder), asc(categoryProperties.id)),
  ]);
  const names = await Promise.all(
    leaves.map((leaf) =>
      db
        .selectDistinct({ name: baseProducts.name })
        .from(baseProducts)
        .where(and(eq(baseProducts.categoryId, leaf.id), eq(baseProducts.isActive, true)))
        .limit(NAMES_PER_LEAF),
    ),
  );
  const sources: CategorySource[] = leaves.map((leaf, i) => ({
    ...leaf,
    productNames: names[i].map((n) => n.name),
    props: props.filter((p) => p.categoryId === leaf.id).map(({ categoryId: _, ...p }) => p),
  }));
  return { vocabulary: { units, cities: cityRows, provinces: provinceRows }, profiles: sources.map(profileOf) };
}

/**
 * The knowledge kept per database, built on first need and dropped when the catalogue's
 * categories or base products change, here or on another node.
 */
export const needKnowledge = keptPerDatabase(['category', 'base-product'], loadNeedKnowledge);
