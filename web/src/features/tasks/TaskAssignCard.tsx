import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks.js';
import { formatDistanceToNow } from 'date-fns';
import { ArrowLeft, Eye, MailCheck, Send } from 'lucide-react';
import type { TaskAssignCard_task$key } from '../../__generated__/TaskAssignCard_task.graphql.ts';
import type { TaskAssignCardAssignMutation } from '../../__generated__/TaskAssignCardAssignMutation.graphql.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { MESSAGES } from '../../../../shared/auth/messages.ts';
import { ASSIGN_MESSAGES } from '../../../../shared/tasks/assignMessages.ts';
import { controlCharactersError } from '../../../../shared/text/controlCharacters.ts';
import { Textarea } from './ui/controls.tsx';
import { isViewOnly } from '../members/viewOnly.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Request = { assigneeName: string; assigneeEmail: string; customMessage: string };
type Preview = { subject: string; emailContent: string };

/**
 * Assign by e-mail: who (+ an optional message) → a preview of the e-mail the server composes →
 * the user may edit its text → send. The delivery (mail server or outbox) is told in a toast.
 */
export function TaskAssignCard({ task }: { task: TaskAssignCard_task$key }) {
  const data = useFragment(
    graphql`
      fragment TaskAssignCard_task on Task {
        id
        assigneeName
        assigneeEmail
        emailSent
        emailSentAt
        project {
          viewerRole
        }
      }
    `,
    task,
  );
  const [commit, busy] = useMutation<TaskAssignCardAssignMutation>(graphql`
    mutation TaskAssignCardAssignMutation($input: AssignTaskInput!) {
      assignTask(input: $input) {
        subject
        emailContent
        delivery
        message
        previewOnly
        task {
          id
          assigneeName
          assigneeEmail
          emailSent
          emailSentAt
        }
      }
    }
  `);
  const [request, setRequest] = useState<Request>({ assigneeName: '', assigneeEmail: '', customMessage: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Request, string>>>({});
  const [preview, setPreview] = useState<Preview | null>(null);

  const send = (previewOnly: boolean) =>
    commit({
      variables: {
        input: {
          taskId: data.id,
          assigneeName: request.assigneeName.trim(),
          assigneeEmail: request.assigneeEmail.trim(),
          customMessage: request.customMessage.trim() || null,
          previewOnly,
          emailContent: previewOnly ? null : (preview?.emailContent ?? null),
        },
      },
      onCompleted: (response, errs) => {
        if (errs?.length) return void toast({ title: 'Assignment failed', description: errs[0].message, variant: 'destructive' });
        const answer = response.assignTask;
        if (previewOnly) return setPreview({ subject: answer.subject, emailContent: answer.emailContent });
        setPreview(null);
        setRequest({ assigneeName: '', assigneeEmail: '', customMessage: '' });
        toast({ title: answer.delivery === 'smtp' ? 'Task assigned' : 'Task assigned (outbox)', description: answer.message, variant: 'success' });
      },
      onError: (e) => void toast({ title: 'Assignment failed', description: e.message, variant: 'destructive' }),
    });

  // a viewer cannot assign the task (the server refuses it): nothing to offer them
  if (isViewOnly(data.project?.viewerRole)) return null;

  const previewIt = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const assigneeName = request.assigneeName.trim();
    const nameProblem = !assigneeName ? ASSIGN_MESSAGES.assigneeName : controlCharactersError(assigneeName, 'Assignee name');
    if (nameProblem) found.assigneeName = nameProblem;
    if (!EMAIL.test(request.assigneeEmail.trim())) found.assigneeEmail = MESSAGES.email;
    setErrors(found);
    if (!Object.keys(found).length) send(true);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Assign by e-mail</CardTitle>
        <CardDescription>
          {data.emailSent && data.assigneeName ? (
            <span className="inline-flex items-center gap-1.5" data-testid="assignment-status">
              <MailCheck className="size-4 text-emerald-600" aria-hidden />
              Assigned to {data.assigneeName} ({data.assigneeEmail})
              {data.emailSentAt ? ` · ${formatDistanceToNow(new Date(data.emailSentAt as string), { addSuffix: true })}` : ''}
            </span>
          ) : (
            'Send this task to someone; you can read and edit the e-mail first.'
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {preview ? (
          <div className="grid gap-4" aria-label="E-mail preview" role="group">
            <div className="grid gap-1 rounded-xl bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200">
              <span className="text-xs font-medium text-slate-500">
                To {request.assigneeName.trim()} &lt;{request.assigneeEmail.trim()}&gt;
              </span>
              <span className="font-semibold text-slate-900" data-testid="email-subject">
                {preview.subject}
              </span>
            </div>
            <Field label="E-mail text" hint="Edit the text before sending if you like.">
              {(p) => (
                <Textarea
                  {...p}
                  className="min-h-64 font-mono text-[13px]"
                  value={preview.emailContent}
                  onChange={(e) => setPreview({ ...preview, emailContent: e.target.value })}
                />
              )}
            </Field>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setPreview(null)} disabled={busy}>
                <ArrowLeft aria-hidden /> Back
              </Button>
              <Button onClick={() => send(false)} disabled={busy || !preview.emailContent.trim()}>
                {busy ? <Spinner /> : <Send aria-hidden />} Send e-mail
              </Button>
            </div>
          </div>
        ) : (
          <form className="grid gap-4" onSubmit={previewIt} aria-label="Assign task" noValidate>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Assignee name" error={errors.assigneeName}>
                {(p) => (
                  <Input {...p} value={request.assigneeName} maxLength={100} onChange={(e) => setRequest({ ...request, assigneeName: e.target.value })} />
                )}
              </Field>
              <Field label="Assignee e-mail" error={errors.assigneeEmail}>
                {(p) => <Input {...p} type="email" value={request.assigneeEmail} onChange={(e) => setRequest({ ...request, assigneeEmail: e.target.value })} />}
              </Field>
            </div>
            <Field label="Message (optional)">
              {(p) => (
                <Textarea
                  {...p}
                  className="min-h-20"
                  value={request.customMessage}
                  maxLength={5000}
                  onChange={(e) => setRequest({ ...request, customMessage: e.target.value })}
                />
              )}
            </Field>
            <div className="flex justify-end">
              <Button type="submit" variant="secondary" disabled={busy}>
                {busy ? <Spinner /> : <Eye aria-hidden />} Preview e-mail
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
