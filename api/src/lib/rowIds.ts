/**
 * Row ids are 32-bit integers in both databases: a larger number is no row (and PostgreSQL would fail
 * on it). A module of its own, with no imports: the web's forms share the validation modules that use
 * it, and must not bring the GraphQL server's libraries into the browser (globalId.ts imports Pothos).
 */
export const MAX_ROW_ID = 2_147_483_647;
