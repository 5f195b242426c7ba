/**
 * schema.org documents for the catalogue pages, built from plain values so they can be tested
 * without a page. Prices are in Rial, which is ISO 4217's IRR: no conversion for crawlers.
 */
import type { StockState } from '@/api/contract/catalog-enums';

const CONTEXT = 'https://schema.org';
export type JsonLdDocument = Record<string, unknown> & { '@context': string; '@type': string };

export type Crumb = { name: string; url: string };

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLdDocument {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
  };
}

/** A list page: each entry's position counts across pages, so page 2 starts after page 1. */
export function itemListJsonLd(entries: Crumb[], options: { name?: string; firstPosition?: number } = {}): JsonLdDocument {
  const first = options.firstPosition ?? 1;
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    ...(options.name ? { name: options.name } : {}),
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, i) => ({ '@type': 'ListItem', position: first + i, name: entry.name, url: entry.url })),
  };
}

const AVAILABILITY: Record<StockState, string> = {
  in_stock: `${CONTEXT}/InStock`,
  out_of_stock: `${CONTEXT}/OutOfStock`,
  on_order: `${CONTEXT}/BackOrder`,
};

export type OfferInput = {
  url: string;
  /** Rial; null when the supplier quotes on request, which schema.org cannot express as a price. */
  price: number | null;
  stockState?: StockState;
  seller: { name: string; url: string };
  /** The smallest order, e.g. 5 تن. */
  minOrder?: { quantity: number; unitName: string } | null;
  priceUnitName?: string | null;
};

function offer(input: OfferInput) {
  return {
    '@type': 'Offer',
    url: input.url,
    priceCurrency: 'IRR',
    price: input.price,
    ...(input.stockState ? { availability: AVAILABILITY[input.stockState] } : {}),
    ...(input.priceUnitName
      ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: input.price, priceCurrency: 'IRR', unitText: input.priceUnitName } }
      : {}),
    ...(input.minOrder
      ? { eligibleQuantity: { '@type': 'QuantitativeValue', minValue: input.minOrder.quantity, unitText: input.minOrder.unitName } }
      : {}),
    seller: { '@type': 'Organization', name: input.seller.name, url: input.seller.url },
  };
}

export type ProductInput = {
  name: string;
  url: string;
  description?: string | null;
  image?: string | null;
  category?: string | null;
  sku?: string;
  /** Named properties, e.g. قطر = ۱۲ میلی‌متر. */
  properties?: { name: string; value: string }[];
  offers: OfferInput[];
};

/**
 * One product with its offers: a single priced offer is an Offer, several become an
 * AggregateOffer with the price range; offers without a price are left out (crawlers reject them).
 */
export function productJsonLd(input: ProductInput): JsonLdDocument {
  const priced = input.offers.filter((o): o is OfferInput & { price: number } => o.price !== null && o.price > 0);
  const prices = priced.map((o) => o.price);
  const offers =
    priced.length === 0
      ? undefined
      : priced.length === 1
        ? offer(priced[0])
        : {
            '@type': 'AggregateOffer',
            priceCurrency: 'IRR',
            lowPrice: Math.min(...prices),
            highPrice: Math.max(...prices),
            offerCount: priced.length,
            offers: priced.map(offer),
          };
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: input.name,
    url: input.url,
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: input.image } : {}),
    ...(input.category ? { category: input.category } : {}),
    ...(input.sku ? { sku: input.sku } : {}),
    ...(input.properties?.length
      ? { additionalProperty: input.properties.map((p) => ({ '@type': 'PropertyValue', name: p.name, value: p.value })) }
      : {}),
    ...(offers ? { offers } : {}),
  };
}

export type OrganizationInput = {
  name: string;
  url: string;
  logo?: string | null;
  description?: string | null;
  telephone?: string | null;
  website?: string | null;
  foundingYear?: number | null;
  address?: { street?: string | null; city?: string | null; region?: string | null } | null;
};

export function organizationJsonLd(input: OrganizationInput): JsonLdDocument {
  const address = input.address;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    ...(input.logo ? { logo: input.logo } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(input.telephone ? { telephone: input.telephone } : {}),
    ...(input.website ? { sameAs: [input.website] } : {}),
    ...(input.foundingYear ? { foundingDate: String(input.foundingYear) } : {}),
    ...(address && (address.street || address.city)
      ? {
          address: {
            '@type': 'PostalAddress',
            addressCountry: 'IR',
            ...(address.street ? { streetAddress: address.street } : {}),
            ...(address.city ? { addressLocality: address.city } : {}),
            ...(address.region ? { addressRegion: address.region } : {}),
          },
        }
      : {}),
  };
}

export type ArticleInput = { headline: string; description: string; url: string; datePublished: string | null; dateModified: string; image?: string | null; publisher: string; author?: string | null };

/** A content page: a guide, news or a supplier's story. */
export function articleJsonLd(input: ArticleInput): JsonLdDocument {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: input.headline.slice(0, 110),
    description: input.description,
    mainEntityOfPage: input.url,
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    dateModified: input.dateModified,
    ...(input.image ? { image: input.image } : {}),
    author: { '@type': 'Organization', name: input.author ?? input.publisher },
    publisher: { '@type': 'Organization', name: input.publisher },
  };
}

/** Questions with their answers (the answer's text, tags dropped). */
export function faqJsonLd(entries: { question: string; answer: string }[]): JsonLdDocument {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({ '@type': 'Question', name: e.question, acceptedAnswer: { '@type': 'Answer', text: e.answer } })),
  };
}

export type VideoInput = { name: string; description: string; thumbnailUrl: string; contentUrl: string; uploadDate: string; durationSeconds: number };

export function videoJsonLd(input: VideoInput): JsonLdDocument {
  return {
    '@context': CONTEXT,
    '@type': 'VideoObject',
    name: input.name,
    description: input.description || input.name,
    thumbnailUrl: input.thumbnailUrl,
    contentUrl: input.contentUrl,
    uploadDate: input.uploadDate,
    duration: `PT${input.durationSeconds}S`,
  };
}

/** The text of a `<script type="application/ld+json">`: `<` escaped so no value can close the tag. */
export function serializeJsonLd(data: JsonLdDocument | JsonLdDocument[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
