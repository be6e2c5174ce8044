import { Component, type ReactNode, Suspense } from "react";

/**
 * Renders a lazily loaded part, showing `fallback` while its chunk loads and
 * for good if the chunk cannot be fetched (offline, a deploy that removed it):
 * a failed import must not take the page down with it.
 */
export function Lazily({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <LoadFailure fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadFailure>
  );
}

class LoadFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
