/**
 * Row ids are 32-bit integers in both databases: a larger number is no row (and PostgreSQL would fail
 * on it).
 */
export const MAX_ROW_ID = 2_147_483_647;
