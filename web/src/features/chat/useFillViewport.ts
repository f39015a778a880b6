import { useLayoutEffect, useRef, useState } from 'react';

const MIN_HEIGHT = 416;

/**
 * The height that takes an element from where it starts to the bottom of the window (less the
 * layout's bottom padding), so the conversation scrolls inside it whatever sits above (the
 * active task banner comes and goes).
 */
export function useFillViewport<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      const bottomGap = window.matchMedia('(min-width: 768px)').matches ? 40 : 104; // main's pb-10 / pb-24 (bottom tab bar)
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - bottomGap)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (el.parentElement) observer.observe(el.parentElement);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return { ref, height };
}
