import { isNearTaskName } from './nearTaskName.js';

const names = Object.freeze(['Tidy desk', 'Buy milk', 'Buy gum', 'Call the bank', 'Water the plants', 'Write quarterly report']);

describe('a task named with a typo', () => {
  it.each(['tidy dsek', 'buy mlik', 'wter the plants', 'call the bnak', 'wter the plnts', 'write quartely report'])('"%s" names a task', (phrase) => {
    expect(isNearTaskName(names, phrase)).toBe(true);
  });

  it.each(['the gym', 'gym', 'buy bread', 'call the vet', 'wash the car', 'mlik'])('"%s" names none', (phrase) => {
    expect(isNearTaskName(names, phrase)).toBe(false);
  });
});
