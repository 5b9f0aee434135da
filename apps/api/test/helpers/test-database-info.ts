/**
 * What the global setup hands to every test file (through Vitest's
 * `provide`/`inject`): where the migrated template database is.
 */
export type TestDatabaseInfo =
  /** A `dumpDataDir()` tarball of a migrated PGlite database. */
  | { kind: 'pglite'; dumpFile: string }
  /** A PostgreSQL server and the name of a migrated template database on it. */
  | { kind: 'postgres'; serverUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

/** `url` with its database name replaced by `database`. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Double-quotes an identifier we generated ourselves (letters, digits, underscores only). */
export function ident(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name: ${name}`);
  return `"${name}"`;
}
