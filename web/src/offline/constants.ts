/** The header the server's replay guard reads (api/src/http/idempotency.ts). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Spec section 3: the fallback userId of a task created offline. */
export const FALLBACK_USER_ID = 1;
/** Spec section 8: an offline call other than a task call. */
export const OFFLINE_ERROR = 'You are offline. This operation will be available when you reconnect.';
