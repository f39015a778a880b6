import { builder } from '../../graphql/builder.js';

/** The columns another user reads of someone they work with. */
export const PERSON_SELECT = { id: true, username: true, name: true } as const;
export type PersonRow = { id: number; username: string; name: string | null };

/** A user as the people they work with see them (a comment's author, an activity's actor): a name, never their e-mail or account. */
export const PersonRef = builder.objectRef<PersonRow>('Person').implement({
  fields: (t) => ({
    rowId: t.exposeInt('id'),
    username: t.exposeString('username'),
    name: t.exposeString('name', { nullable: true }),
    displayName: t.string({ description: 'The name, else the username', resolve: (p) => p.name || p.username }),
  }),
});

export const presentPerson = (p: PersonRow) => ({ id: p.id, username: p.username, name: p.name });
