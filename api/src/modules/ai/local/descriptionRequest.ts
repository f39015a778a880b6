import { stripFrame } from './frame.js';
import type { Entities } from './entities.js';

/** "set the description of X to …", "description for X: …", "add a note to X: …", "füge dem X die Notiz hinzu: …": a task and its new description. */
export function readDescription(text: string, e: Entities): void {
  const m =
    // "description for X: …", "Beschreibung von X: …"
    text.match(/^(?:the\s+|die\s+)?(?:description|beschreibung|note|notiz)\s+(?:of|for|on|von|vom|zu|für|der|des)\s+([^:]+?)\s*:\s*(\S.*)$/i) ??
    text.match(/(?:description|beschreibung)\s+(?:of|for|von|vom|der|des)\s+(.+?)\s+(?:to|auf)\s+(.+)$/i) ??
    text.match(/add (?:a|the) (?:note|description|comment) to\s+(.+?)\s*:\s*(.+)$/i) ??
    text.match(/describe\s+(.+?)\s+as\s+(.+)$/i);
  const flipped = text.match(/add the note\s+(.+)\s+to\s+(.+)$/i) ?? text.match(/füge (?:dem|der)\s+(.+?)\s+die notiz hinzu:?\s+(.+)$/i);
  if (m) {
    e.targets = [stripFrame(m[1], [])];
    e.description = m[2].trim();
  } else if (flipped) {
    const isGerman = /^füge/i.test(flipped[0]);
    e.targets = [stripFrame(isGerman ? flipped[1] : flipped[2], [])];
    e.description = (isGerman ? flipped[2] : flipped[1]).trim();
  }
}
