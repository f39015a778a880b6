// Texts of the label rules; no zod here, so small screens can show them.
export const LABEL_MESSAGES = {
  name: 'Label name is required',
  nameMax: 'Label name must be at most 50 characters',
  color: 'color must be a colour as #rrggbb',
  taken: 'name: you already have a label with this name',
  nothing: 'Nothing to update: give a name or a color',
  tooMany: 'You can have at most 500 labels',
  taskLabels: 'labels must be a list of your label ids',
} as const;

export const LABEL_NAME_MAX = 50;
export const MAX_LABELS = 500;
/** How many labels one task may carry. */
export const MAX_TASK_LABELS = 20;
