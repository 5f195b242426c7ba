// Search and social crawlers: they must receive real status codes and never the client redirect.
const CRAWLER = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|lighthouse|headlesschrome.*google|yandex|baidu|duckduck|applebot|petalbot|semrush|ahrefs/i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  return !!userAgent && CRAWLER.test(userAgent);
}
