/**
 * A read for a secondary section (related products, a supplier strip): when it fails the page
 * still renders without the section instead of failing whole; the failure is logged, and the
 * page's short revalidation brings the section back.
 */
export async function optionalRead<T>(read: Promise<T>, what: string): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    console.error(`${what} failed`, error);
    return null;
  }
}
