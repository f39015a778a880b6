import { Modal } from '../../components/ui/Modal.tsx';
import { WebhooksCard } from './WebhooksCard.tsx';

type Props = { projectId: number; projectName: string; open: boolean; onOpenChange: (open: boolean) => void };

/** A project's webhooks, for its admins and owners: they hear the project's task and comment events whoever acted. */
export function ProjectWebhooksDialog({ projectId, projectName, open, onOpenChange }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Webhooks of "${projectName}"`}
      description="Every member's changes to this project's tasks and comments reach these URLs. Admins and owners manage them."
    >
      {open && <WebhooksCard projectId={projectId} />}
    </Modal>
  );
}
