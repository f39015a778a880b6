import { judgeByEffect } from '../../../test/judgeByEffect.js';
import { NEWCOMER } from './assistantNewcomer.js';

judgeByEffect("The assistant on a new user's first messages (judged by their effect)", NEWCOMER);
