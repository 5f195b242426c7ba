import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, itemListJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd, type OfferInput } from './json-ld';

const seller = { name: 'فولاد کوثر', url: 'https://bazargah.ir/supplier/5/x' };
const offer = (price: number | null, over: Partial<OfferInput> = {}): OfferInput => ({ url: 'https://bazargah.ir/products/1/x', price, seller, ...over });

describe('productJsonLd', () => {
  it('gives one priced offer as an Offer in Rial (IRR), with stock, unit and minimum order', () => {
    const ld = productJsonLd({
      name: 'میلگرد ۱۲',
      url: 'https://bazargah.ir/products/1/x',
      offers: [offer(125000, { stockState: 'on_order', priceUnitName: 'کیلوگرم', minOrder: { quantity: 5, unitName: 'تن' } })],
    });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'میلگرد ۱۲',
      offers: {
        '@type': 'Offer',
        price: 125000,
        priceCurrency: 'IRR',
        availability: 'https://schema.org/BackOrder',
        priceSpecification: { unitText: 'کیلوگرم' },
        eligibleQuantity: { minValue: 5, unitText: 'تن' },
        seller: { '@type': 'Organization', name: 'فولاد کوثر' },
      },
    });
  });

  it('gathers several offers into an AggregateOffer with the price range', () => {
    const ld = productJsonLd({ name: 'x', url: 'u', offers: [offer(300), offer(100), offer(200)] });
    expect(ld.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 100, highPrice: 300, offerCount: 3 });
    expect((ld.offers as { offers: unknown[] }).offers).toHaveLength(3);
  });

  it('leaves out offers without a price, and the offers key when none is left', () => {
    expect(productJsonLd({ name: 'x', url: 'u', offers: [offer(null), offer(500)] }).offers).toMatchObject({ '@type': 'Offer', price: 500 });
    expect(productJsonLd({ name: 'x', url: 'u', offers: [offer(null), offer(0)] })).not.toHaveProperty('offers');
  });

  it('lists properties as PropertyValue and omits empty fields', () => {
    const ld = productJsonLd({ name: 'x', url: 'u', description: null, image: null, properties: [{ name: 'قطر', value: '۱۲ میلی‌متر' }], offers: [] });
    expect(ld.additionalProperty).toEqual([{ '@type': 'PropertyValue', name: 'قطر', value: '۱۲ میلی‌متر' }]);
    expect(ld).not.toHaveProperty('description');
    expect(ld).not.toHaveProperty('image');
  });
});

describe('breadcrumb and list documents', () => {
  it('numbers breadcrumb entries from one', () => {
    expect(breadcrumbJsonLd([{ name: 'خانه', url: 'https://x/' }, { name: 'کالا', url: 'https://x/c' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'خانه', item: 'https://x/' },
      { '@type': 'ListItem', position: 2, name: 'کالا', item: 'https://x/c' },
    ]);
  });

  it('numbers list entries from the given position', () => {
    const ld = itemListJsonLd([{ name: 'a', url: 'https://x/a' }], { name: 'کالاها', firstPosition: 13 });
    expect(ld).toMatchObject({ '@type': 'ItemList', name: 'کالاها', numberOfItems: 1, itemListElement: [{ position: 13, url: 'https://x/a' }] });
  });
});

describe('organizationJsonLd', () => {
  it('describes a supplier with its Iranian postal address', () => {
    const ld = organizationJsonLd({
      name: 'فولاد کوثر',
      url: 'https://x/supplier/5/y',
      telephone: '021-1234',
      website: 'https://kowsar.ir',
      foundingYear: 2008,
      address: { street: 'خیابان آزادی', city: 'تهران', region: 'تهران' },
    });
    expect(ld).toMatchObject({
      '@type': 'Organization',
      telephone: '021-1234',
      sameAs: ['https://kowsar.ir'],
      foundingDate: '2008',
      address: { '@type': 'PostalAddress', addressCountry: 'IR', streetAddress: 'خیابان آزادی', addressLocality: 'تهران' },
    });
  });

  it('has no address without a street or a city', () => {
    expect(organizationJsonLd({ name: 'x', url: 'u', address: { region: 'تهران' } })).not.toHaveProperty('address');
  });
});

describe('serializeJsonLd', () => {
  it('cannot be closed early by a value containing </script>', () => {
    const text = serializeJsonLd(productJsonLd({ name: '</script><script>alert(1)</script>', url: 'u', offers: [] }));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
