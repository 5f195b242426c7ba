import pLimit from 'p-limit';

/** A print refused because too many already wait: the caller is asked to come back. */
export class PdfBusyError extends Error {}

/**
 * Runs jobs one at a time, and refuses a job while `maxWaiting` already wait: a burst of downloads
 * queues, but no longer than the last in line can wait for its answer.
 */
export function boundedQueue(maxWaiting: number) {
  const limit = pLimit(1);
  return <T>(job: () => Promise<T>): Promise<T> =>
    limit.pendingCount >= maxWaiting ? Promise.reject(new PdfBusyError('too many prints wait')) : limit(job);
}
