// Every table of the database. Later features add their files here.
export * from './users';
export * from './identity';
export * from './addresses';
export * from './customers';
export * from './categories';
export * from './geography';
export * from './units';
export * from './suppliers';
export * from './catalog';
export * from './supplier-products';
export * from './merchants';
export * from './merchant-sale-settings';
export * from './marketing';
export * from './pictures';
export * from './favorites';
export * from './notes';
export * from './conversations';
