import type { Config } from '../../config.js';
import { textToHtml } from '../email/html.js';
import type { Mail } from '../email/service.js';
import { ROLE_LABELS } from '../../../../shared/members/messages.js';
import type { ProjectRole } from '../../graphql/viewer.js';

type Invite = { email: string; role: ProjectRole; projectName: string; inviterName: string; token: string; registered: boolean };

/**
 * The e-mail of an invitation. A registered address is sent to the invitations screen; an unknown one
 * to registration with the address filled in: once that account is approved, the invitation waits in
 * its invitations screen (it is matched by address, the link's token only says which one it is).
 */
export function invitationEmail(config: Pick<Config, 'publicUrl'>, invite: Invite): Mail & { link: string } {
  const base = (config.publicUrl ?? '').replace(/\/+$/, '');
  const query = `invitation=${encodeURIComponent(invite.token)}&email=${encodeURIComponent(invite.email)}`;
  const link = invite.registered ? `${base}/invitations?${query}` : `${base}/login?register=1&${query}`;
  const subject = `${invite.inviterName} invited you to "${invite.projectName}" on Streamline`;
  const text = [
    `${invite.inviterName} invited you to join the project "${invite.projectName}" as ${ROLE_LABELS[invite.role].toLowerCase()}.`,
    '',
    invite.registered ? `Accept or decline the invitation here: ${link}` : `Create your Streamline account with this address to join: ${link}`,
    '',
    'The invitation expires in 7 days.',
  ].join('\n');
  return { to: { name: invite.email, address: invite.email }, subject, text, html: textToHtml(text, subject), link };
}
