/** The colours the label picker offers (any #rrggbb is accepted); the first is a new label's default. */
export const LABEL_PALETTE = [
  { name: 'Slate', color: '#64748b' },
  { name: 'Red', color: '#dc2626' },
  { name: 'Orange', color: '#ea580c' },
  { name: 'Amber', color: '#d97706' },
  { name: 'Green', color: '#16a34a' },
  { name: 'Teal', color: '#0d9488' },
  { name: 'Blue', color: '#2563eb' },
  { name: 'Indigo', color: '#4f46e5' },
  { name: 'Purple', color: '#9333ea' },
  { name: 'Pink', color: '#db2777' },
] as const;

export const DEFAULT_LABEL_COLOR = LABEL_PALETTE[0].color;

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;
