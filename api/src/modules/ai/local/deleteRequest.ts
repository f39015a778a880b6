import type { LeadIntent } from './frame.js';

/** A delete, however it is said ("remove X", "cancel the dentist appointment", "sag X ab"), and the yes to its question. */

/** Words asking to skip the question before a delete ("no need to ask", "ohne Nachfrage"): never obeyed, and no task's name. */
export const NO_QUESTION =
  /(?:[,;]?\s*(?:and\s+|und\s+)?(?:(?:there(?:'s| is)\s+)?no need to (?:ask|confirm)|(?:please\s+)?(?:don'?t|do not) (?:ask|confirm)|without (?:asking(?: me)?|(?:a\s+|any\s+)?confirmation|confirming|(?:a\s+|any\s+)?questions?)|no (?:confirmation|questions?)(?: (?:needed|necessary|required|asked))?|skip (?:the )?(?:confirmation|question)|right (?:away|now)|immediately|now|ohne (?:zu )?fragen|ohne (?:nachfrage|bestätigung|rückfrage)|sofort|frag nicht))+[.!]*$/i;

/** The words of deleting: a delete is only ever read where one of them is said. */
export const DELETE_WORD =
  /(?<![\p{L}])(?:delete|remove|erase|trash|bin|get rid of|drop|clear|cancel|call off|scrap|lösche|lösch|löschen|entferne|entfernen|weg mit|streiche|wegwerfen|storniere|stornieren|absagen|sag(?:e)?\s.+\sab[.!]?$)(?![\p{L}])/iu;

export const DELETE_LEADS: LeadIntent[] = [
  // "yes, delete it": the answer to the question a delete asked
  {
    re: /^(?:(?:yes|yeah|yep|sure|ok(?:ay)?|ja|jawohl|klar)\b[,!.\s]*)?(?:please\s+|bitte\s+|go ahead and\s+)?(?:delete|remove|lösche|lösch|entferne)\s+(?:it|them|that|those|both|es|sie|das|die|beide)(?:\s+(?:please|bitte|now|jetzt))?[.!]*$/i,
    intent: 'confirm.yes',
    unless: /^confirm\.yes$/,
  },
  {
    re: /^(?:(?:please|pls|plz|hey|ok(?:ay)?|so|now|and|bitte|can you|could you|would you|kannst du|könntest du)[,\s]+)*(?:delete|remove|erase|trash|get rid of|lösche|lösch|entferne)\s+(?!(?:the\s+|die\s+|das\s+|den\s+)?(?:label|deadline|due date|frist|fälligkeit|description|beschreibung|note|notiz|project|projekt|plan)\b)\S/i,
    intent: 'task.delete',
    unless: /^(?:task\.(?:delete|deadline|unlabel|description)|undo)$/,
  },
  // "cancel the dentist appointment", "sag den Zahnarzttermin ab", "Zahnarzttermin absagen": a task called off (not the
  // timer, not the last action)
  {
    re: /^(?:.*[.!:]\s+)?(?:(?:please|pls|plz|bitte|can you|could you|kannst du|ignore (?:all )?(?:previous|prior|earlier) instructions(?: and)?)[,\s]+)*(?:(?:cancel|call off)\s+(?!(?:it|that|this|them|those|everything|all|the\s+(?:last|question|delete|deletion))\b|.*\b(?:timer|pomodoro|session|focus|plan|schedule)\b)\S|storniere\s+\S|sage?\s+\S.*\s+ab[.!]?$|\S.*\s(?:absagen|stornieren|löschen|entfernen)[.!]?$)/i,
    intent: 'task.delete',
    unless: /^task\.delete$/,
  },
];
