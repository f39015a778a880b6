import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks.js';
import { PlugZap } from 'lucide-react';
import type { JiraForm_link$key } from '../../__generated__/JiraForm_link.graphql.ts';
import type { JiraFormSaveMutation } from '../../__generated__/JiraFormSaveMutation.graphql.ts';
import type { JiraFormTestMutation } from '../../__generated__/JiraFormTestMutation.graphql.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Checkbox } from './Checkbox.tsx';
import { JiraTestResult, type ConnectionResult } from './JiraTestResult.tsx';
import { serverFieldErrors } from '../../relay/serverError.ts';
import { EMPTY_JIRA, JIRA_FIELDS, JIRA_PROBLEM_FIELDS, checkJira, sameSite, type JiraValues } from './jiraFormValues.ts';
import { hasErrors, type FieldErrors } from './formErrors.ts';

type Props = { link: JiraForm_link$key | null | undefined };

/** The Jira site, account and project; the API token is write-only (only "saved" shows). */
export function JiraForm({ link }: Props) {
  const saved = useFragment(
    graphql`
      fragment JiraForm_link on JiraLink {
        jiraUrl
        email
        hasToken
        projectKey
        transitionOnComplete
        postWorklogs
      }
    `,
    link,
  );
  const [values, setValues] = useState<JiraValues>(saved ? { ...saved, apiToken: '' } : EMPTY_JIRA);
  const [errors, setErrors] = useState<FieldErrors<JiraValues>>({});
  const [result, setResult] = useState<ConnectionResult | null>(null);
  const [save, saving] = useMutation<JiraFormSaveMutation>(graphql`
    mutation JiraFormSaveMutation($input: SaveJiraLinkInput!) {
      saveJiraLink(input: $input) {
        jiraLink {
          hasToken
          ...JiraForm_link
        }
      }
    }
  `);
  const [test, testing] = useMutation<JiraFormTestMutation>(graphql`
    mutation JiraFormTestMutation($input: TestJiraConnectionInput!) {
      testJiraConnection(input: $input) {
        result {
          ok
          problem
          message
          displayName
          projectName
        }
      }
    }
  `);
  const set = <K extends keyof JiraValues>(field: K, value: JiraValues[K]) => setValues((v) => ({ ...v, [field]: value }));
  const tokenKept = !!saved?.hasToken && sameSite(saved.jiraUrl, values.jiraUrl);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkJira(values, saved ?? null);
    setErrors(found);
    if (Object.keys(found).length) return;
    const { apiToken, ...rest } = values;
    save({
      variables: { input: { ...rest, ...(apiToken.trim() ? { apiToken: apiToken.trim() } : {}) } },
      updater: (store) => {
        const stored = store.getRootField('saveJiraLink')?.getLinkedRecord('jiraLink');
        if (stored) store.getRoot().setLinkedRecord(stored, 'jiraLink');
      },
      onCompleted: () => {
        setValues((v) => ({ ...v, apiToken: '' }));
        toast({ title: 'Jira settings saved', description: 'Your Jira link is saved.', variant: 'success' });
      },
      onError: (error) => {
        const refused = serverFieldErrors(error, JIRA_FIELDS, JIRA_PROBLEM_FIELDS);
        if (hasErrors(refused)) setErrors(refused);
        else toast({ title: 'Could not save the Jira settings', description: error.message, variant: 'destructive' });
      },
    });
  };

  const runTest = () => {
    setResult(null);
    const input = {
      jiraUrl: values.jiraUrl.trim() || undefined,
      email: values.email.trim() || undefined,
      projectKey: values.projectKey.trim() || undefined,
      apiToken: values.apiToken.trim() || undefined,
    };
    test({
      variables: { input },
      onCompleted: (answer) => setResult(answer.testJiraConnection.result),
      onError: (error) => setResult({ ok: false, message: error.message }),
    });
  };

  return (
    <form aria-label="Jira" noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label="Jira URL" error={errors.jiraUrl} hint="Your Jira Cloud address, like https://your-team.atlassian.net">
            {(p) => (
              <Input
                {...p}
                type="url"
                inputMode="url"
                placeholder="https://your-team.atlassian.net"
                value={values.jiraUrl}
                onChange={(e) => set('jiraUrl', e.target.value)}
              />
            )}
          </Field>
        </div>
        <Field label="Jira email" error={errors.email}>
          {(p) => <Input {...p} type="email" autoComplete="off" value={values.email} onChange={(e) => set('email', e.target.value)} />}
        </Field>
        <Field
          label={<span className="flex items-center gap-2">API token {tokenKept && <Badge tone="green">saved</Badge>}</span>}
          error={errors.apiToken}
          hint={tokenKept ? 'Leave empty to keep the saved token.' : 'Create one at id.atlassian.com → Security → API tokens.'}
        >
          {(p) => (
            <Input
              {...p}
              type="password"
              autoComplete="new-password"
              placeholder={tokenKept ? '••••••••••••' : ''}
              value={values.apiToken}
              onChange={(e) => set('apiToken', e.target.value)}
            />
          )}
        </Field>
        <Field label="Project key" error={errors.projectKey} hint="The letters before the issue numbers, like ABC in ABC-123">
          {(p) => (
            <Input
              {...p}
              className="uppercase"
              maxLength={50}
              placeholder="ABC"
              value={values.projectKey}
              onChange={(e) => set('projectKey', e.target.value.toUpperCase())}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-2.5 rounded-xl bg-slate-50 p-3.5 ring-1 ring-slate-100">
        <Checkbox
          label="Move the Jira issue to Done when I complete the task"
          checked={values.transitionOnComplete}
          onCheckedChange={(v) => set('transitionOnComplete', v)}
        />
        <Checkbox label="Post my focus time to Jira as a worklog" checked={values.postWorklogs} onCheckedChange={(v) => set('postWorklogs', v)} />
      </div>
      {result && <JiraTestResult result={result} />}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={runTest} disabled={testing}>
          <PlugZap aria-hidden /> {testing ? 'Testing...' : 'Test connection'}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : saved ? 'Save Jira settings' : 'Link Jira'}
        </Button>
      </div>
    </form>
  );
}
