import { doneInPast } from './donePast.js';
import { namesContext } from './chat.js';

const ctx = {
  today: '2026-11-28',
  ...namesContext({ projects: ['Work', 'Home'], tasks: Object.freeze(['Tidy desk', 'Call the bank', 'Water the plants', 'Send invoice', 'Build the shed']) }),
};

describe('a task done, said in the past', () => {
  it.each([
    ['i already called the bank', 'call the bank'],
    ['just watered the plants', 'water the plants'],
    ['I tidied the desk', 'tidy the desk'],
  ])('"%s" completes "%s"', (said, task) => {
    expect(doneInPast(said, ctx)).toBe(task);
  });

  // a task's own name, typo or not, is no past tense ("send" ends like "called")
  it.each(['send invoice', 'send invocie', 'build the shed', 'I called mom', 'I need the bank'])('"%s" completes nothing', (said) => {
    expect(doneInPast(said, ctx)).toBeNull();
  });
});
