import { assistantTable } from '../../../test/assistantTable.js';
import { CASES } from './assistantCases.js';

assistantTable('The assistant reads what people type (the table)', CASES);
