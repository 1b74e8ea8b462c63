// Which database test files the second pass of `npm run test:db` (MGRID_REVOKED_DEFAULTS=1:
// the API roles' default privileges revoked before the migrations) leaves out, and why.
//
// That pass proves the migrations' explicit grants alone give anon, authenticated and
// service_role what the tests need. It changes nothing but those three roles' privileges, so
// it can only change the outcome of a file that acts as one of them (runAs, asRequest, a
// `set role`, the local server) or reads privileges from the catalog. The files below do
// neither, or do not open the pass's databases at all; they run once, in the first pass.
// tests/unit/architecture/db-passes.test.ts checks each of them (and what it imports) against
// this rule, so a file that starts acting as an API role must leave the list.

/** Every statement runs as the database owner, on the pass's databases. */
export const OWNER_ONLY_DB_FILES = [
  'tests/db/database-types.test.ts',
  'tests/db/extensions.test.ts',
  'tests/db/order-transitions.test.ts',
  'tests/db/seed.test.ts',
];

/** Migrates a database of its own, without the pass's revoke (it tests the worker thread). */
export const OWN_DATABASE_DB_FILES = ['tests/db/pglite-thread.test.ts'];

/** What the second pass excludes. */
export const NOT_IN_REVOKED_DEFAULTS_PASS = [...OWNER_ONLY_DB_FILES, ...OWN_DATABASE_DB_FILES];
