import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import { LogOut, Trash2, UserPlus, X } from 'lucide-react';
import type { MembersDialogQuery } from '../../__generated__/MembersDialogQuery.graphql.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { Select } from '../tasks/ui/controls.tsx';
import { ROLE_LABELS, roleLabel } from '../../../../shared/members/messages.ts';
import { INVITE_ROLES, PROJECT_ROLES, type ProjectRole } from '../../../../shared/members/validation.ts';
import { changeMemberRole, inviteMember, removeMember, revokeInvitation } from './memberWrites.ts';

type Props = { projectId: string; projectName: string; open: boolean; onOpenChange: (open: boolean) => void };

/** A project's members: invite by e-mail and role, change roles, remove, leave, hand ownership on. */
export function MembersDialog({ projectId, projectName, open, onOpenChange }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Members of "${projectName}"`}
      description="Everyone here sees the project's tasks; editors and up change them."
    >
      <Suspense fallback={<Spinner />}>{open && <MembersPanel projectId={projectId} onLeft={() => onOpenChange(false)} />}</Suspense>
    </Modal>
  );
}

const failed = (title: string) => (e: Error) => toast({ title, description: e.message, variant: 'destructive' });

function MembersPanel({ projectId, onLeft }: { projectId: string; onLeft: () => void }) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<MembersDialogQuery>(
    graphql`
      query MembersDialogQuery($id: ID!) {
        project(id: $id) {
          id
          viewerRole
          members {
            userId
            name
            email
            role
          }
          pendingInvitations {
            id
            email
            role
            expiresAt
          }
        }
      }
    `,
    { id: projectId },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const { user } = useAuth();
  const reload = () => setFetchKey((k) => k + 1);
  const project = data.project;
  if (!project) return <p className="text-sm text-slate-500">You are no longer a member of this project.</p>;
  const manages = project.viewerRole === 'owner' || project.viewerRole === 'admin';
  const isOwner = project.viewerRole === 'owner';

  const setRole = (userId: number, role: ProjectRole) =>
    changeMemberRole(project.id, userId, role).then(() => {
      toast({ title: role === 'owner' ? 'Ownership transferred' : 'Role changed', variant: 'success' });
      reload();
    }, failed('Could not change the role'));
  const remove = (userId: number) => {
    const leaving = userId === user?.id;
    removeMember(project.id, userId, leaving).then(
      () => {
        toast({ title: leaving ? 'You left the project' : 'Member removed', variant: 'success' });
        if (leaving) onLeft();
        else reload();
      },
      failed(leaving ? 'Could not leave the project' : 'Could not remove the member'),
    );
  };

  return (
    <div className="grid gap-5">
      <ul className="grid gap-2" aria-label="Members">
        {project.members.map((m) => {
          const self = m.userId === user?.id;
          const roles = isOwner ? PROJECT_ROLES : PROJECT_ROLES.filter((r) => r !== 'owner');
          return (
            <li key={m.userId} className="flex items-center gap-3" data-testid="member-row">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">
                  {m.name} {self && <span className="text-slate-400">(you)</span>}
                </p>
                <p className="truncate text-xs text-slate-500">{m.email}</p>
              </div>
              {manages && !self && (isOwner || m.role !== 'owner') ? (
                <Select aria-label={`Role of ${m.name}`} className="w-32" value={m.role} onChange={(e) => setRole(m.userId, e.target.value as ProjectRole)}>
                  {roles.map((r) => (
                    <option key={r} value={r}>
                      {ROLE_LABELS[r]}
                    </option>
                  ))}
                </Select>
              ) : (
                <span className="w-32 text-right text-xs font-medium text-slate-600">{roleLabel(m.role)}</span>
              )}
              {self ? (
                <Button variant="ghost" size="icon" aria-label="Leave the project" onClick={() => remove(m.userId)}>
                  <LogOut aria-hidden />
                </Button>
              ) : manages && (isOwner || m.role !== 'owner') ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${m.name}`}
                  className="hover:bg-red-50 hover:text-red-600"
                  onClick={() => remove(m.userId)}
                >
                  <Trash2 aria-hidden />
                </Button>
              ) : (
                <span className="size-9" />
              )}
            </li>
          );
        })}
      </ul>
      {manages && project.pendingInvitations.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Invited</h3>
          <ul className="grid gap-2" aria-label="Pending invitations">
            {project.pendingInvitations.map((i) => (
              <li key={i.id} className="flex items-center gap-3 text-sm">
                <span className="min-w-0 flex-1 truncate text-slate-700">{i.email}</span>
                <span className="text-xs text-slate-500">{roleLabel(i.role)}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Revoke the invitation of ${i.email}`}
                  onClick={() => revokeInvitation(i.id).then(reload, failed('Could not revoke the invitation'))}
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {manages && <InviteForm projectId={project.id} onInvited={reload} />}
    </div>
  );
}

function InviteForm({ projectId, onInvited }: { projectId: string; onInvited: () => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<(typeof INVITE_ROLES)[number]>('editor');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return setError('Please enter a valid email address');
    setError(undefined);
    inviteMember(projectId, address, role).then(
      () => {
        toast({ title: 'Invitation sent', description: `${address} is invited as ${ROLE_LABELS[role].toLowerCase()}.`, variant: 'success' });
        setEmail('');
        onInvited();
      },
      (e: Error) => setError(e.message),
    );
  };
  return (
    <form className="grid gap-3 border-t border-slate-100 pt-4" onSubmit={submit} aria-label="Invite a member">
      <Field label="Invite by e-mail" error={error}>
        {(p) => <Input {...p} type="email" value={email} placeholder="name@example.com" onChange={(e) => setEmail(e.target.value)} />}
      </Field>
      <div className="flex items-center gap-2">
        <Select aria-label="Role" className="w-40" value={role} onChange={(e) => setRole(e.target.value as (typeof INVITE_ROLES)[number])}>
          {INVITE_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </Select>
        <Button type="submit">
          <UserPlus aria-hidden /> Invite
        </Button>
      </div>
    </form>
  );
}
