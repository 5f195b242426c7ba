/**
 * Closed vocabularies of the catalogue, shared by the tables, the contract and the seed.
 * Kept free of zod so the schema files can import them without pulling the contract in.
 */
export const PROPERTY_DATA_TYPES = ['number', 'text', 'option', 'boolean'] as const;
export type PropertyDataType = (typeof PROPERTY_DATA_TYPES)[number];

export const STOCK_STATES = ['in_stock', 'out_of_stock', 'on_order'] as const;
export type StockState = (typeof STOCK_STATES)[number];

/** What a merchant delegation lets the merchant do for the supplier. */
export const DELEGATION_SCOPES = ['sales', 'distribution', 'after_sales'] as const;
export type DelegationScope = (typeof DELEGATION_SCOPES)[number];

/** Where an advertisement is shown on the site. */
export const AD_PLACEMENTS = ['home_banner', 'home_featured', 'display', 'category_top', 'search_top'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/** What a page visit is about; the object id belongs to the table of that kind. */
export const PAGE_KINDS = ['supplier_product', 'base_product', 'supplier', 'category', 'page'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
