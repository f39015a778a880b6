import { builder } from './builder.js';
import '../modules/users/User.js';
import '../modules/users/schema.js';

export const schema = builder.toSchema({ sortSchema: true });
