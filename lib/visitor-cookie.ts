/** The cookie that tells one anonymous visitor from another (visits, likes, assistant conversations); issued by the API. */
export const VISITOR_COOKIE = 'visitorId';
