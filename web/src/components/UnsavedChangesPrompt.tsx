import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './ui/ConfirmDialog.tsx';

type Props = {
  /** whether there is something unsaved */
  when: boolean;
  /** what is unsaved, for the question ("the changes to this task") */
  what: string;
};

/**
 * While `when` holds, leaving for another screen (a link, Back) asks first, and a reload or closing
 * the tab gets the browser's own "Leave site?" question.
 */
export function UnsavedChangesPrompt({ when, what }: Props) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers ask only when a value is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title="Discard unsaved changes?"
      description={`You have not saved ${what}. Leave this page and lose them?`}
      confirmLabel="Discard changes"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
