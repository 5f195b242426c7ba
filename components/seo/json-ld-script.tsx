import { serializeJsonLd, type JsonLdDocument } from './json-ld';

/** schema.org data for crawlers; rendered on the server into the page's HTML. */
export function JsonLd({ data }: { data: JsonLdDocument | JsonLdDocument[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
