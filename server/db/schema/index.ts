// Every table of the database. Later features add their files here.
export * from './users';
export * from './categories';
