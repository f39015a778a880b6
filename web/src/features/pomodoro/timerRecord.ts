import { graphql } from 'react-relay/hooks.js';

/**
 * Every timer field any pomodoro component reads. The live subscription and each timer mutation
 * select it, so one answer refreshes the banner, the screen and the FocusButtons together.
 */
export const timerRecordFragment = graphql`
  fragment timerRecord_timer on Timer {
    ...useTimerState_timer
    ...ActiveTaskBanner_timer
    ...PomodoroTimerCard_timer
    ...PomodoroSettingsCard_timer
    ...useRefetchOnSessionEnd_timer
    ...TimerWatcher_timer
    ...FocusButton_timer
    ...SwitchFocusDialog_timer
    ...TaskPicker_timer
  }
`;
