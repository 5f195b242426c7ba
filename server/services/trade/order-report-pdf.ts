import { ACCESS_TOKEN_COOKIE } from '../../../lib/auth/access-token';
import { env } from '../../../lib/config/env';
import { ProblemError } from '../../http/problem';
import { printToPdf, PdfUnavailableError } from '../../adapters/pdf/chromium-pdf';

/**
 * The order's report page, printed to PDF with the caller's own session: the page the user sees
 * and prints is the PDF, so the two never differ. The caller's access to the order is checked
 * before this, and the report page checks it again as Chromium opens it.
 */
export async function printOrderReport(orderId: number, accessToken: string | undefined): Promise<Uint8Array> {
  try {
    // The site of this very process: the report page is rendered by the node that was asked.
    const url = `http://127.0.0.1:${env().PORT}/profile/directOrderReport/${orderId}`;
    return await printToPdf(url, accessToken ? [{ name: ACCESS_TOKEN_COOKIE, value: accessToken }] : []);
  } catch (error) {
    if (error instanceof PdfUnavailableError)
      throw new ProblemError({
        status: 503,
        code: 'pdf_unavailable',
        detail: 'ساخت PDF اکنون ممکن نیست؛ از دکمهٔ «چاپ» و «ذخیره به‌صورت PDF» مرورگر استفاده کنید',
      });
    throw error;
  }
}
