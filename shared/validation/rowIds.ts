import { z } from 'zod';

/**
 * Row ids are 32-bit integers in both databases: a larger number is no row (and PostgreSQL would fail
 * on it).
 */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id given as a number: a positive integer up to MAX_ROW_ID, else `message`. */
export const rowIdNumber = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message);
