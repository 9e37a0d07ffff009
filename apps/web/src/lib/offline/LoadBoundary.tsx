import { Component, type ReactNode } from 'react';
import { retryParts } from './lazy-with-retry';

type Props = {
  children: ReactNode;
  /** A part nobody asked to see (the notices' container, the footer's store): nothing while it fails. */
  quiet?: boolean;
  /** A new value (the address) clears a failure: another page gets its own chance. */
  resetKey?: unknown;
  /** A dialog's message floats over the page, where the dialog would have opened. */
  floating?: boolean;
};

/**
 * Around every lazily loaded page and dialog (React logs what it caught: `onCaughtError`'s default): when its code could not be fetched (no signal, a deploy),
 * or it failed to render, a Spanish message with 'Reintentar' takes its place and the rest of the page
 * keeps working. It tries again by itself when the signal returns.
 */
export class LoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => {
    retryParts();
    this.setState({ failed: false });
  };

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.quiet) return null;
    return (
      <div className={this.props.floating ? 'load-failed load-failed-floating' : 'load-failed'} role="alert">
        <p>No se pudo cargar esta parte. Revisa tu conexión.</p>
        <button type="button" className="button button-secondary" onClick={this.retry}>
          Reintentar
        </button>
      </div>
    );
  }
}
