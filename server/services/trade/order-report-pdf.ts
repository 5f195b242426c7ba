import { ACCESS_TOKEN_COOKIE } from '../../../lib/auth/access-token';
import { env } from '../../../lib/config/env';
import { ProblemError } from '../../http/problem';
import { printToPdf, PdfBusyError, PdfUnavailableError } from '../../adapters/pdf/chromium-pdf';
import { getRateLimitStore, type LimitTicket } from '../rate-limit';
import { refuseOverLimit } from '../rate-limit/refuse-over-limit';

/** Reports one user may have printed: far above what reading one's orders asks for. */
const REPORT_RULES = [{ limit: 20, windowMs: 10 * 60_000 }];

/**
 * Who is having a report printed on this node: one at a time each, so that one user cannot fill
 * the node's print queue (a page takes Chromium 2–3 s) and keep everyone else waiting.
 */
const printingFor = new Set<number>();

let printer = printToPdf;

/** Tests print without Chromium (undefined goes back to it). */
export function usePdfPrinterForTests(print: typeof printToPdf | undefined): void {
  printer = print ?? printToPdf;
}

/**
 * The order's report page, printed to PDF with the caller's own session: the page the user sees
 * and prints is the PDF, so the two never differ. The caller's access to the order is checked
 * before this, and the report page checks it again as Chromium opens it.
 */
export async function printOrderReport(userId: number, orderId: number, accessToken: string | undefined): Promise<Uint8Array> {
  if (printingFor.has(userId)) {
    throw new ProblemError({ status: 429, code: 'report_being_printed', retryAfterSeconds: 5, detail: 'گزارش دیگری از شما در حال ساخت است؛ چند لحظه بعد دوباره بخواهید' });
  }
  // Taken before the first wait: two downloads at once must not both pass the check above.
  printingFor.add(userId);
  let ticket: LimitTicket | undefined;
  try {
    ticket = await refuseOverLimit(REPORT_RULES, 'reports', `user:${userId}`, {
      code: 'too_many_reports',
      detail: (wait) => `گزارش‌های زیادی خواسته‌اید؛ ${wait} دیگر دوباره بخواهید`,
    });
    // The site of this very process: the report page is rendered by the node that was asked.
    const url = `http://127.0.0.1:${env().PORT}/profile/directOrderReport/${orderId}`;
    return await printer(url, accessToken ? [{ name: ACCESS_TOKEN_COOKIE, value: accessToken }] : []);
  } catch (error) {
    // A report not printed does not count against the user's.
    if (ticket && (error instanceof PdfBusyError || error instanceof PdfUnavailableError)) await getRateLimitStore().release(ticket).catch(() => undefined);
    if (error instanceof PdfBusyError)
      throw new ProblemError({ status: 503, code: 'pdf_busy', retryAfterSeconds: 15, detail: 'گزارش‌های بسیاری در حال ساخت است؛ کمی بعد دوباره بخواهید' });
    if (error instanceof PdfUnavailableError)
      throw new ProblemError({
        status: 503,
        code: 'pdf_unavailable',
        detail: 'ساخت PDF اکنون ممکن نیست؛ از دکمهٔ «چاپ» و «ذخیره به‌صورت PDF» مرورگر استفاده کنید',
      });
    throw error;
  } finally {
    printingFor.delete(userId);
  }
}
