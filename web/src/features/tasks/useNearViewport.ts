import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** How far outside the viewport a block starts rendering, so it is ready before it scrolls in. */
const MARGIN = '800px 0px';

/**
 * True once the element has come near the viewport (and from then on), so long screens render
 * only what can be seen at first. `eager` starts true (a block known to be on the first screen).
 */
export function useNearViewport<T extends Element>(eager: boolean): [(node: T | null) => void, boolean] {
  const [near, setNear] = useState(eager);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || near) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          // a transition: React renders the newly near blocks in slices, keeping input responsive
          if (entries.some((e) => e.isIntersecting)) startTransition(() => setNear(true));
        },
        { rootMargin: MARGIN },
      );
      observer.current.observe(node);
    },
    [near],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, near];
}
