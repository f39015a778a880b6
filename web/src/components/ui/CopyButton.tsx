import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { toast } from '../toast/toastStore.ts';
import { Button } from './Button.tsx';

type Props = { value: string; size?: 'sm' | 'md'; copiedTitle?: string };

/**
 * Copies `value` to the clipboard. A browser without clipboard access (a server reached over plain
 * HTTP by a name other than localhost) says so, and the text stays on screen to select by hand.
 */
export function CopyButton({ value, size = 'md', copiedTitle }: Props) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      if (copiedTitle) toast({ title: copiedTitle, variant: 'success' });
    } catch {
      toast({ title: 'Copy it from the field', description: 'This browser did not allow copying.', variant: 'destructive' });
    }
  };
  return (
    <Button variant="secondary" size={size} onClick={copy}>
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
