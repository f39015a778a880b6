/**
 * The sound and the browser notification when a phase ends. Browsers only let a page make sound
 * after the user interacted with it, so the audio context is opened on the Start click
 * (`prepareAlerts`) and reused when the phase ends later; permission for notifications is asked
 * then too.
 */
let audio: AudioContext | null = null;

export function prepareAlerts() {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
  } catch {
    audio = null;
  }
  if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
    void Notification.requestPermission().catch(() => undefined);
  }
}

/** A short chime of Web Audio beeps: rising for the end of work, falling for the end of a break. */
export function playChime(kind: 'work' | 'break') {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    const notes = kind === 'work' ? [660, 880, 1046] : [880, 660];
    const start = audio.currentTime + 0.02;
    notes.forEach((frequency, i) => {
      const at = start + i * 0.22;
      const osc = audio!.createOscillator();
      const gain = audio!.createGain();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2);
      osc.connect(gain).connect(audio!.destination);
      osc.start(at);
      osc.stop(at + 0.21);
    });
  } catch {
    /* no audio device: the toast and the notification still show */
  }
}

/** A system notification when the user allowed them; one per phase end (same tag replaces). */
export function showBrowserNotification(title: string, body: string) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const n = new Notification(title, { body, tag: 'streamline-timer', icon: '/favicon.svg' });
    n.onclick = () => {
      window.focus();
      n.close();
    };
  } catch {
    /* some browsers only allow notifications from a service worker */
  }
}

const LOCK_NAME = 'streamline-timer-alerts';
let leader = false;

/**
 * Every open tab sees the phase end, but only one should ring. The tabs elect one with the Web
 * Locks API (atomic across the tabs of this browser): the tab holding the lock rings until it
 * closes, then the next one takes over. Without Web Locks every tab rings.
 * Returns the function that leaves the election.
 */
export function joinAlertElection(): () => void {
  if (typeof navigator === 'undefined' || !navigator.locks) {
    leader = true;
    return () => undefined;
  }
  const controller = new AbortController();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  navigator.locks
    .request(LOCK_NAME, { signal: controller.signal }, async () => {
      leader = true;
      await held;
      leader = false;
    })
    .catch(() => undefined);
  return () => {
    controller.abort();
    release();
  };
}

/** Whether this tab plays the sound and shows the system notification. */
export function ringsHere(): boolean {
  return leader;
}
