import { z } from 'zod';

export const STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ROLES = ['admin', 'user'] as const;

export const ApprovalInput = z.object({ approve: z.boolean({ error: 'approve must be true or false' }) });
export const UserUpdateInput = z
  .object({
    status: z.enum(STATUSES, { error: 'status must be approved, rejected or pending' }).optional(),
    role: z.enum(ROLES, { error: 'role must be admin or user' }).optional(),
  })
  .refine((v) => v.status !== undefined || v.role !== undefined, { message: 'Nothing to update: give a status or a role' });
// ids are 32-bit integers in both databases: a larger number is no id (and would fail in PostgreSQL)
export const userIdParam = z.coerce
  .number({ error: 'Invalid user id' })
  .int('Invalid user id')
  .positive('Invalid user id')
  .max(2_147_483_647, 'Invalid user id');
