import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import { Bell, BellRing, Bot, CalendarDays, Tag, Database, KeyRound, KeySquare, ShieldCheck, Timer, UserRound, Webhook, Workflow } from 'lucide-react';
import type { SettingsScreenQuery } from '../../__generated__/SettingsScreenQuery.graphql.ts';
import { AiProviderInfo } from './AiProviderInfo.tsx';
import { CalendarFeedCard } from '../calendarFeed/CalendarFeedCard.tsx';
import { DataCard } from './DataCard.tsx';
import { ImportTasksCard } from './ImportTasksCard.tsx';
import { JiraCard } from './JiraCard.tsx';
import { NotificationSoundSwitch } from './NotificationSoundSwitch.tsx';
import { PasswordCard } from './PasswordCard.tsx';
import { SignInIdentitiesCard } from './SignInIdentitiesCard.tsx';
import { PomodoroSettingsForm } from './PomodoroSettingsForm.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { TimeZoneField } from './TimeZoneField.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';
import { ReminderSettingsCard } from '../reminders/ReminderSettingsCard.tsx';
import { NotificationPreferencesCard } from './NotificationPreferencesCard.tsx';
import { ApiTokensCard } from '../integrations/ApiTokensCard.tsx';
import { WebhooksCard } from '../integrations/WebhooksCard.tsx';
import { LabelsCard } from '../labels/LabelsCard.tsx';

/** /settings ("User Settings" in the header). */
export default function SettingsScreen() {
  const data = useLazyLoadQuery<SettingsScreenQuery>(
    graphql`
      query SettingsScreenQuery {
        viewer {
          ...ProfileCard_user
          ...TimeZoneField_user
          ...TwoFactorCard_user
          ...PasswordCard_user
          ...SignInIdentitiesCard_user
        }
        ...PomodoroSettingsForm_query
        ...NotificationSoundSwitch_query
        ...AiProviderInfo_query
        ...JiraCard_query
        ...ReminderSettingsCard_query
        ...NotificationPreferencesCard_query
        ...LabelsCard_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const viewer = data.viewer;
  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      {viewer && (
        <>
          <SettingsSection id="profile" title="Profile" icon={UserRound} description="Your name and the e-mail address Streamline writes to.">
            <div className="grid gap-5">
              <ProfileCard user={viewer} />
              <div className="border-t border-slate-100 pt-5">
                <TimeZoneField user={viewer} />
              </div>
            </div>
          </SettingsSection>
          <SettingsSection
            id="password"
            title="Password"
            icon={KeyRound}
            description="A long passphrase is safest. Other sessions are signed out when it changes."
          >
            <PasswordCard user={viewer} />
          </SettingsSection>
          <SignInIdentitiesCard user={viewer} />
          <SettingsSection
            id="two-factor"
            title="Two-factor authentication"
            icon={ShieldCheck}
            description="A code from an authenticator app on top of your password."
          >
            <TwoFactorCard user={viewer} />
          </SettingsSection>
        </>
      )}
      <SettingsSection id="labels" title="Labels" icon={Tag} description="Coloured tags for tasks across projects. Filter the Task List by them.">
        <LabelsCard query={data} />
      </SettingsSection>
      <SettingsSection id="focus" title="Focus timer" icon={Timer} description="The length of a pomodoro and its break, and the sound when one ends.">
        <div className="grid gap-5">
          <PomodoroSettingsForm query={data} />
          <div className="border-t border-slate-100 pt-5">
            <NotificationSoundSwitch query={data} />
          </div>
        </div>
      </SettingsSection>
      <SettingsSection
        id="reminders"
        title="Reminders"
        icon={BellRing}
        description="How reminders of your tasks reach you, and the reminder a new task with a deadline gets."
      >
        <ReminderSettingsCard query={data} />
      </SettingsSection>
      <SettingsSection
        id="notifications"
        title="Notifications"
        icon={Bell}
        description="What you hear about the tasks you work on with others, in the app and by e-mail."
      >
        <NotificationPreferencesCard query={data} />
      </SettingsSection>
      <SettingsSection
        id="ai"
        title="AI assistant"
        icon={Bot}
        description="The engine behind recommendations, schedules and chat. The server administrator chooses it."
      >
        <AiProviderInfo query={data} />
      </SettingsSection>
      <SettingsSection
        id="jira"
        title="Jira"
        icon={Workflow}
        description="Import the open issues of a Jira Cloud project as tasks, and keep Jira up to date as you work."
      >
        <JiraCard query={data} />
      </SettingsSection>
      <SettingsSection
        id="calendar-feed"
        title="Calendar feed"
        icon={CalendarDays}
        description="Your deadlines and Today plan in the calendar app you already use."
      >
        <CalendarFeedCard />
      </SettingsSection>
      <SettingsSection
        id="api-tokens"
        title="API tokens"
        icon={KeySquare}
        description="Let scripts and AI agents (the MCP endpoint at /mcp) use Streamline as you, limited to the scopes you choose."
      >
        <ApiTokensCard />
      </SettingsSection>
      <SettingsSection id="webhooks" title="Webhooks" icon={Webhook} description="Tell another service when your tasks change or a reminder fires.">
        <WebhooksCard />
      </SettingsSection>
      <SettingsSection
        id="data"
        title="Your data"
        icon={Database}
        description="Take everything with you, or bring it over from another Streamline server, Todoist, TickTick or a spreadsheet."
      >
        <div className="grid gap-4">
          <ImportTasksCard />
          <DataCard />
        </div>
      </SettingsSection>
    </div>
  );
}
