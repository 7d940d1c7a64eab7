import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorText } from '../errors/ErrorText';

/**
 * Keeps a failing micro-frontend from taking the page down; the error still reaches the log. The
 * visitor gets the generic message and a link home (spec section 8, nested error).
 */
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
        <ErrorText />{' '}
        <a href="/">
          <FormattedMessage id="kit.error.home" defaultMessage="Zur Startseite" />
        </a>
      </p>
    );
  }
}
