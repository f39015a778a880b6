import { assistantTable } from '../../../test/assistantTable.js';
import { EVERYDAY_ADDS } from './assistantEverydayAdds.js';
import { EVERYDAY_CHANGES } from './assistantEverydayChanges.js';
import { EVERYDAY_ASKS } from './assistantEverydayAsks.js';

assistantTable("The assistant on a new user's everyday messages (the table)", [...EVERYDAY_ADDS, ...EVERYDAY_CHANGES, ...EVERYDAY_ASKS]);
