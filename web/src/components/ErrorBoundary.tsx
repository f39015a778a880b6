import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';

type State = { error: Error | null };

/** Shows a screen's failure (for example a refused query) instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen failed', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-2 rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
        <AlertTriangle className="size-6 text-red-500" aria-hidden />
        <p className="font-semibold text-red-900">Something went wrong</p>
        <p className="text-sm text-red-800">{this.state.error.message}</p>
        <button
          type="button"
          onClick={() => this.setState({ error: null })}
          className="mt-2 text-sm font-medium text-red-700 underline-offset-4 hover:underline"
        >
          Try again
        </button>
      </div>
    );
  }
}
