import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Textarea } from '../tasks/ui/controls.tsx';
import { mentionAtCaret } from '../../../../shared/comments/mentions.ts';
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from '../../../../shared/comments/messages.ts';
import { MentionList, type Mentionable } from './MentionList.tsx';
import { spaceAlreadyAfterPick, withPickedMention } from './mentionPick.ts';

type Props = {
  mentionable: readonly Mentionable[];
  initial?: string;
  submitLabel: string;
  placeholder?: string;
  /** resolves once saved (the box then empties or closes); rejects with the server's message */
  onSubmit: (body: string) => Promise<void>;
  onCancel?: () => void;
  label: string;
};

const MAX_SUGGESTIONS = 6;

/** A comment's text with @mention completion: typing @ lists the people who can be mentioned on the task. */
export function CommentBox({ mentionable, initial = '', submitLabel, placeholder, onSubmit, onCancel, label }: Props) {
  const [body, setBody] = useState(initial);
  const [caret, setCaret] = useState(initial.length);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);
  // where the caret goes once a picked mention is in the box: set as the new text is committed, before
  // the next key is handled (a later frame would move it back over what the user typed meanwhile)
  const caretAfterPick = useRef<number | null>(null);
  // where the last pick left the caret, until the next key: a space typed there is the one the pick put in
  const pickedAt = useRef<number | null>(null);
  const listId = useId();

  useLayoutEffect(() => {
    if (caretAfterPick.current === null) return;
    ref.current?.setSelectionRange(caretAfterPick.current, caretAfterPick.current);
    caretAfterPick.current = null;
  }, [body]);

  const typing = mentionAtCaret(body, caret);
  const suggestions =
    typing && !dismissed
      ? mentionable
          .filter((u) => u.username.toLowerCase().startsWith(typing.query) || u.displayName.toLowerCase().startsWith(typing.query))
          .slice(0, MAX_SUGGESTIONS)
      : [];
  const open = suggestions.length > 0;

  const pick = (user: Mentionable) => {
    if (!typing) return;
    const picked = withPickedMention(body, typing.start, caret, user.username);
    setBody(picked.body);
    setCaret(picked.caret);
    caretAfterPick.current = picked.caret;
    pickedAt.current = picked.caret;
  };

  const submit = async () => {
    const text = body.trim();
    if (!text) return setError(COMMENT_MESSAGES.body);
    if (text.length > COMMENT_MAX_LENGTH) return setError(COMMENT_MESSAGES.bodyMax);
    setBusy(true);
    setError(null);
    try {
      await onSubmit(text);
      if (!onCancel) {
        setBody('');
        setCaret(0);
      }
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const afterPick = pickedAt.current;
    pickedAt.current = null;
    if (e.key === ' ' && spaceAlreadyAfterPick(body, afterPick, e.currentTarget.selectionStart, e.currentTarget.selectionEnd)) {
      e.preventDefault();
    } else if (open && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : suggestions.length - 1)) % suggestions.length);
    } else if (open && (e.key === 'Enter' || e.key === 'Tab')) {
      e.preventDefault();
      pick(suggestions[Math.min(active, suggestions.length - 1)]);
    } else if (open && e.key === 'Escape') {
      e.preventDefault();
      setDismissed(true);
    } else if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
      e.preventDefault();
      void submit();
    } else if (e.key === 'Escape' && onCancel) {
      onCancel();
    }
  };

  return (
    <div className="grid gap-2">
      <div className="relative">
        <Textarea
          ref={ref}
          aria-label={label}
          value={body}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          role="combobox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={open ? `${listId}-${suggestions[Math.min(active, suggestions.length - 1)].rowId}` : undefined}
          onChange={(e) => {
            setBody(e.target.value);
            setCaret(e.target.selectionStart);
            setActive(0);
            setDismissed(false);
            setError(null);
          }}
          onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
        />
        {open && <MentionList id={listId} users={suggestions} active={Math.min(active, suggestions.length - 1)} onPick={pick} />}
      </div>
      {error && (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
      <div className="flex items-center justify-end gap-2">
        <span className="mr-auto text-xs text-slate-400">Markdown works; @ mentions someone.</span>
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button size="sm" disabled={busy || !body.trim()} onClick={() => void submit()}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
