import { normalizePersian } from '../../../lib/persian/normalize';
import type { CategoryType } from '../../../api/contract/enums';
import { distance } from 'fastest-levenshtein';
import { withCatalogueNames, writtenForm } from './trade-names';

/**
 * Which leaf categories a need is about: every leaf is described by the words of its name, its
 * parent's, its base products' names and its properties' options; a need's words score each leaf
 * by the words they share, rarer words weighing more (a word in every leaf tells nothing).
 */

export type CategoryProperty = { id: number; code: string; name: string; dataType: string; options: string[]; minValue: number | null; maxValue: number | null };

export type CategoryProfile = {
  id: number;
  code: string;
  name: string;
  categoryType: CategoryType;
  parentName: string | null;
  /** Stem → weight (before rarity). */
  words: Map<string, number>;
  props: CategoryProperty[];
};

export type CategorySource = {
  id: number;
  code: string;
  name: string;
  categoryType: CategoryType;
  parentName: string | null;
  productNames: string[];
  props: CategoryProperty[];
};

const SUFFIXES = ['های', 'ها', 'ات', 'ی', 'ای'];

/** A word's stem: plural and adjective endings dropped from words long enough to keep a root. */
export function stem(word: string): string {
  const w = normalizePersian(word).replace(/\u200c/g, '');
  for (const suffix of SUFFIXES) if (w.length > suffix.length + 2 && w.endsWith(suffix)) return w.slice(0, -suffix.length);
  return w;
}

const wordsOf = (text: string) =>
  normalizePersian(text)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 1)
    .map(stem);

/** Builds a leaf's profile: its own name weighs most, then its parent's, its products' and options' words. */
export function profileOf(source: CategorySource): CategoryProfile {
  const words = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const w of wordsOf(text)) words.set(w, Math.max(words.get(w) ?? 0, weight));
  };
  for (const p of source.props) for (const o of p.options) add(o, 1);
  for (const name of source.productNames) add(name, 1.5);
  if (source.parentName) add(source.parentName, 1);
  add(source.name, 4);
  return { id: source.id, code: source.code, name: source.name, categoryType: source.categoryType, parentName: source.parentName, words, props: source.props };
}

export type RankedCategory = { profile: CategoryProfile; score: number };

/** A leaf word a need's word matches with one letter typed wrong, missing or extra («برنح», «ترانسفوماتور»). */
const oneTypoFrom = (s: string, w: string) => s.length >= 4 && w.length >= 4 && Math.abs(s.length - w.length) <= 1 && distance(s, w) === 1;

/** The leaves a need's words point to, best first; none when no word is shared. */
export function rankCategories(needWords: string[], profiles: CategoryProfile[], limit = 5): RankedCategory[] {
  const stems = [...new Set(withCatalogueNames(needWords).map(stem).filter((w) => w.length > 1))];
  // Rarity: a word in one leaf in ten counts fully, one in most leaves hardly at all.
  const leafCount = new Map<string, number>();
  for (const p of profiles) for (const w of p.words.keys()) leafCount.set(w, (leafCount.get(w) ?? 0) + 1);
  const rarity = (w: string) => Math.log(1 + profiles.length / (leafCount.get(w) ?? 1));
  // A word no leaf has may be a colloquial or mistyped form of one that some leaf does.
  const forms = stems.map((s) => {
    if (leafCount.has(s)) return { stem: s, typo: false };
    const written = writtenForm(s);
    if (written && leafCount.has(written)) return { stem: written, typo: false };
    return { stem: s, typo: true };
  });
  const ranked = profiles
    .map((profile) => {
      let score = 0;
      for (const { stem: s, typo } of forms) {
        const exact = profile.words.get(s);
        if (exact) {
          score += exact * rarity(s);
          continue;
        }
        // A word typed longer or shorter than the leaf's («پلی‌اتیلنی», «لوله‌کشی»): half a match.
        let matched = false;
        if (s.length >= 3) {
          for (const [w, weight] of profile.words) {
            if (w.length >= 3 && (w.startsWith(s) || s.startsWith(w))) {
              score += (weight * rarity(w)) / 2;
              matched = true;
              break;
            }
          }
        }
        if (matched || !typo) continue;
        for (const [w, weight] of profile.words) {
          if (oneTypoFrom(s, w) && !leafCount.has(s)) {
            score += (weight * rarity(w)) / 2;
            break;
          }
        }
      }
      return { profile, score };
    })
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.profile.id - b.profile.id);
  return ranked.slice(0, limit);
}

/**
 * The leaf's property values a need states: an option whose words all appear in it («آجدار»،
 * «تیپ ۲»), and a loose number inside a number property's range (the first such property).
 */
export function readProperties(text: string, looseNumbers: number[], profile: CategoryProfile): Record<string, string | number> {
  const normalized = ` ${normalizePersian(text).replace(/\u200c/g, ' ')} `;
  const latin = normalized.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));
  const found: Record<string, string | number> = {};
  for (const p of profile.props) {
    if (p.dataType !== 'option') continue;
    // Longer options first: «تیپ ۲ ضد سولفات» before «تیپ ۲».
    for (const option of [...p.options].sort((a, b) => b.length - a.length)) {
      const o = normalizePersian(option).replace(/\u200c/g, ' ').replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));
      if (o.length > 1 && latin.includes(` ${o} `)) {
        found[p.code] = option;
        break;
      }
    }
  }
  const numbers = [...looseNumbers];
  for (const p of profile.props) {
    if (p.dataType !== 'number' || found[p.code] !== undefined) continue;
    const i = numbers.findIndex((n) => (p.minValue === null || n >= p.minValue) && (p.maxValue === null || n <= p.maxValue));
    if (i >= 0) {
      found[p.code] = numbers[i];
      numbers.splice(i, 1);
    }
  }
  return found;
}
