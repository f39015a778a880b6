import { Component, type ReactNode } from 'react';

/** Hides an optional part (the provider badge) when it fails, instead of failing the screen. */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
