import { builder } from '../../graphql/builder.js';

export const ListOrderField = builder.enumType('ListOrderField', {
  values: {
    POSITION: { value: 'position' as const, description: 'The order the user arranged (ascending by default)' },
    PRIORITY: { value: 'priority' as const, description: 'Priority (highest first by default)' },
    CREATED_AT: { value: 'createdAt' as const, description: 'Creation time (newest first by default)' },
  },
});

export const OrderDirection = builder.enumType('OrderDirection', {
  values: { ASC: { value: 'asc' as const }, DESC: { value: 'desc' as const } },
});
