export { isConnectionError, vanishedReferenceTable } from './connection-errors.ts';
export { connectPostgres, createDb, IN_MEMORY, writePgliteTemplate } from './create-db.ts';
export { FolderLockedError } from './folder-lock.ts';
export type { DbConfig, DbDialect, DbHandle, PostgresConnection } from './create-db.ts';
export type { SqlExecutor } from './sql-executor.ts';
export { migrateDown, migrateToLatest } from './migrate.ts';
export type * from './schema.ts';
export * from './repositories/index.ts';
export { ENUM_CHECKS } from './enum-checks.ts';
