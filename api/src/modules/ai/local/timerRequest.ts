import type { LeadIntent } from './frame.js';

/** "stop the timer", "I'm done with the timer, stop it", "beende die Sitzung": the timer stops (the task stays open). */
export const STOP_LEAD: LeadIntent = {
  re: /^(?=.*(?<![\p{L}])(?:timer|pomodoro|session|sitzung)(?![\p{L}])).*(?<![\p{L}])(?:stop|end|stoppe|stoppen|beende|beenden)(?![\p{L}])/iu,
  intent: 'timer.stop',
  unless: /^timer\.(?:stop|reset)$/,
};

/** "focus on X", "let's work on X", "I'm going to work on X": the timer starts on X, whatever the classifier guessed. */
export const FOCUS_LEAD: LeadIntent = {
  re: /^(?:(?:please|ok(?:ay)?|so|now|let'?s|i want to|i'?ll|i'?m going to|time to)[,\s]+)*(?:start\s+)?(?:focus(?:ing)?|work(?:ing)?)\s+on\s+(?!(?:what|which|something|anything|my\s+(?:day|week|plan|tasks))(?![\p{L}]))\S/iu,
  intent: 'timer.start',
  unless: /^timer\.start$/,
};
