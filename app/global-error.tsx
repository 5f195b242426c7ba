'use client';

import { useEffect } from 'react';

/** The root layout itself failed: no theme, no messages — plain Persian HTML. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="fa" dir="rtl">
      <body style={{ fontFamily: 'Tahoma, sans-serif', display: 'grid', placeItems: 'center', minHeight: '100vh', margin: 0 }}>
        <main style={{ textAlign: 'center', padding: 16 }}>
          <h1>خطا</h1>
          <p>در ارائه خدمات مشکلی پیش آمده است؛ لطفاً دوباره تلاش کنید.</p>
          {/* A full page load: the app's own router is what just failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">بازگشت به صفحه اصلی</a>
        </main>
      </body>
    </html>
  );
}
