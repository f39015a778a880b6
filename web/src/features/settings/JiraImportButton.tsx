import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks.js';
import { Download } from 'lucide-react';
import type { JiraImportButtonImportMutation, JiraImportButtonImportMutation$data } from '../../__generated__/JiraImportButtonImportMutation.graphql.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';

type Summary = JiraImportButtonImportMutation$data['importJiraIssues'];

export function importSummary(s: Summary): string {
  return `${s.created} created, ${s.updated} updated, ${s.unchanged} unchanged (${s.total} open ${s.total === 1 ? 'issue' : 'issues'} in ${s.projectName})`;
}

/** "Import open issues": the linked project's open issues become tasks; again, they are updated. */
export function JiraImportButton() {
  const [summary, setSummary] = useState<Summary | null>(null);
  const [commit, importing] = useMutation<JiraImportButtonImportMutation>(graphql`
    mutation JiraImportButtonImportMutation {
      importJiraIssues {
        created
        updated
        unchanged
        total
        projectName
      }
    }
  `);
  const run = () =>
    commit({
      variables: {},
      onCompleted: (answer) => {
        setSummary(answer.importJiraIssues);
        toast({ title: 'Jira issues imported', description: importSummary(answer.importJiraIssues), variant: 'success' });
      },
      onError: (error) => {
        setSummary(null);
        toast({ title: 'Could not import from Jira', description: error.message, variant: 'destructive' });
      },
    });

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={run} disabled={importing}>
        <Download aria-hidden /> {importing ? 'Importing...' : 'Import open issues'}
      </Button>
      {summary && (
        <p role="status" data-testid="jira-import-result" className="text-sm text-slate-600">
          {importSummary(summary)}
        </p>
      )}
    </div>
  );
}
