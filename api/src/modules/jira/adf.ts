type AdfNode = { type?: string; text?: string; attrs?: Record<string, unknown>; content?: AdfNode[] };

const BLOCKS = new Set(['paragraph', 'heading', 'blockquote', 'codeBlock', 'panel', 'rule', 'mediaSingle', 'table', 'tableRow', 'expand']);

/** Plain text of an Atlassian Document Format value (Jira Cloud v3 descriptions). */
export function adfToText(doc: unknown): string {
  if (typeof doc === 'string') return doc.trim();
  if (!doc || typeof doc !== 'object') return '';
  const out = render(doc as AdfNode, '');
  return out.replace(/\n{3,}/g, '\n\n').trim();
}

function render(node: AdfNode, indent: string): string {
  const children = (sep = '', childIndent = indent) => (node.content ?? []).map((c) => render(c, childIndent)).join(sep);
  switch (node.type) {
    case 'text':
      return node.text ?? '';
    case 'hardBreak':
      return '\n';
    case 'mention':
    case 'emoji':
    case 'status':
      return String(node.attrs?.text ?? node.attrs?.shortName ?? '');
    case 'inlineCard':
    case 'blockCard':
      return String(node.attrs?.url ?? '');
    case 'date':
      return typeof node.attrs?.timestamp === 'string' ? new Date(Number(node.attrs.timestamp)).toISOString().slice(0, 10) : '';
    case 'bulletList':
      return (node.content ?? []).map((item) => `${indent}- ${render(item, `${indent}  `).trim()}`).join('\n') + '\n\n';
    case 'orderedList':
      return (node.content ?? []).map((item, i) => `${indent}${i + 1}. ${render(item, `${indent}   `).trim()}`).join('\n') + '\n\n';
    case 'listItem':
      return children('\n').replace(/\n\n$/, '');
    case 'tableCell':
    case 'tableHeader':
      return children(' ').trim();
    case 'tableRow':
      return (node.content ?? []).map((c) => render(c, indent)).join(' | ') + '\n';
    case 'rule':
      return '---\n\n';
    default:
      return node.type && BLOCKS.has(node.type) ? `${children()}\n\n` : children();
  }
}
