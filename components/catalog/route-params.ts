import { notFound, permanentRedirect } from 'next/navigation';
import { isApiError } from '@/api/client';
import { CATEGORY_TYPES, type CategoryType } from '@/api/contract/enums';

/**
 * The seed's route validation (section 5): a parameter that cannot name anything is a 404 with
 * `Page Not Found: {path}` logged; a cosmetic slug that is wrong or missing moves (308) to the
 * canonical URL, since pages are found by id alone.
 */

/** Logs the seed's message and answers the 404 page. */
export function pageNotFound(path: string): never {
  console.warn(`Page Not Found: ${path}`);
  notFound();
}

const ID = /^[1-9][0-9]{0,15}$/;

/** A database id in a path: digits only, positive, within the API's range. */
export function parseId(raw: string): number | null {
  if (!ID.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

export function requireId(raw: string, path: string): number {
  return parseId(raw) ?? pageNotFound(path);
}

export function parseCategoryType(raw: string): CategoryType | null {
  return (CATEGORY_TYPES as readonly string[]).includes(raw) ? (raw as CategoryType) : null;
}

export function requireCategoryType(raw: string, path: string): CategoryType {
  return parseCategoryType(raw) ?? pageNotFound(path);
}

/** Next may hand a segment over still percent-encoded or already decoded; compare decoded text. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** True when the URL's slug part is exactly the canonical slug (one segment). */
export function slugMatches(segments: string[] | string | undefined, slug: string): boolean {
  const parts = segments === undefined ? [] : Array.isArray(segments) ? segments : [segments];
  return parts.length === 1 && decodeSegment(parts[0]).normalize('NFC') === slug.normalize('NFC');
}

/** Moves a wrong or missing slug to the canonical path (308, so crawlers move their index too). */
export function ensureCanonicalSlug(segments: string[] | string | undefined, slug: string, canonicalPath: string): void {
  if (!slugMatches(segments, slug)) permanentRedirect(canonicalPath);
}

/**
 * Awaits an API read; a 404 (or a 400 for an id the API refuses) becomes the 404 page, anything
 * else (an outage) stays an error for the error boundary.
 */
export async function orNotFound<T>(read: Promise<T>, path: string): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) pageNotFound(path);
    throw error;
  }
}

/** The path a route was asked for, for the log line: `/products/12/x`. */
export function pathOf(...parts: (string | string[] | undefined)[]): string {
  return `/${parts.flatMap((p) => (p === undefined ? [] : Array.isArray(p) ? p : [p])).join('/')}`;
}
