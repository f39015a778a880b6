import { Fragment } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import { keyLabel } from './keys.ts';
import { SHORTCUTS } from './registry.ts';

const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const groups = [...new Set(SHORTCUTS.map((s) => s.group))];

/** The "?" overlay: every shortcut of the registry, by group. */
export default function ShortcutsOverlay({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Keyboard shortcuts"
      description="Single keys never act while you type in a field."
      className="max-w-2xl"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        {groups.map((group) => (
          <section key={group} aria-labelledby={`shortcuts-${group}`}>
            <h3 id={`shortcuts-${group}`} className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {group === 'Go to' ? 'Go to (g, then…)' : group}
            </h3>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
              {SHORTCUTS.filter((s) => s.group === group).map((s) => (
                <Fragment key={s.id}>
                  <dt className="text-slate-700">{s.label}</dt>
                  <dd className="flex flex-wrap justify-end gap-1">
                    {s.keys.map((seq, i) => (
                      <span key={i} className="flex gap-0.5">
                        {i > 0 && <span className="px-0.5 text-slate-400">or</span>}
                        {seq.map((k, j) => (
                          <kbd key={j} className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-xs text-slate-700">
                            {keyLabel(k, mac)}
                          </kbd>
                        ))}
                      </span>
                    ))}
                  </dd>
                </Fragment>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Modal>
  );
}
