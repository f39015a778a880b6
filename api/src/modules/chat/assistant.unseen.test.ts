import { judgeByEffect } from '../../../test/judgeByEffect.js';
import { UNSEEN } from './assistantUnseen.js';

judgeByEffect('The assistant on messages it was not written for (judged by their effect)', UNSEEN);
