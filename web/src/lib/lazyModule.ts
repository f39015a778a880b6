import { lazy, type ComponentType } from 'react';

type Module = { default: ComponentType };

/**
 * React.lazy with a preload. React suspends on a lazy component whose import() promise has not told
 * it the module yet, even when the code is already loaded, and a suspended screen shows its
 * fallback, after which React holds the screen back for 300 ms. Once `preload()` has the module,
 * the component renders at once: the factory hands React a thenable that answers synchronously.
 */
export function lazyModule(load: () => Promise<Module>) {
  let loaded: Module | null = null;
  let loading: Promise<Module> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null; // a failed chunk is asked for again by the next render
        throw error;
      },
    ));
  const Component = lazy(() => (loaded ? ({ then: (resolve: (m: Module) => void) => resolve(loaded!) } as unknown as Promise<Module>) : preload()));
  return { Component, preload };
}
