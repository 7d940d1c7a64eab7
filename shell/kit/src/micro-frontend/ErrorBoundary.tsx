import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** Keeps a failing micro-frontend from taking the page down; the error still reaches the log. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className="ea-status ea-status--error">
        <FormattedMessage
          id="kit.page.crashed"
          defaultMessage="Es ist ein Fehler aufgetreten. Versuchen Sie es erneut."
        />
      </p>
    );
  }
}
