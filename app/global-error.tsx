'use client';

import { useEffect } from 'react';
import { reloadOnChunkError } from '@/lib/build-check';

/** The root layout itself failed: no theme, no messages — plain Persian HTML. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    // A chunk of an older build is gone after a deployment: one guarded reload fixes it.
    if (reloadOnChunkError(error, window)) return;
    console.error(error);
  }, [error]);
  return (
    <html lang="fa" dir="rtl">
      <body style={{ fontFamily: 'Tahoma, sans-serif', display: 'grid', placeItems: 'center', minHeight: '100vh', margin: 0 }}>
        <main style={{ textAlign: 'center', padding: 16 }}>
          <h1>خطا</h1>
          <p>در ارائه خدمات مشکلی پیش آمده است؛ لطفاً دوباره تلاش کنید.</p>
          {/* A full page load: the app's own router is what just failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a Link would use that router */}
          <a href="/">بازگشت به صفحه اصلی</a>
        </main>
      </body>
    </html>
  );
}
