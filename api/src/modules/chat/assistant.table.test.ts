import { assistantTable } from '../../../test/assistantTable.js';
import { CASES } from './assistantCases.js';
import { SWITCHERS } from './assistantSwitchers.js';

assistantTable('The assistant reads what people type (the table)', CASES);
assistantTable('The assistant reads what Todoist and Motion users type (the table)', SWITCHERS);
