export { createDb, migrateToLatest, type DbConfig, type DbHandle, type DbKind } from './create-db';
export { migrations } from './migrations/index';
export { seedContent, type SeedReport } from './seed';
export type * from './schema';
