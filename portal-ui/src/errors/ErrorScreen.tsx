import { errorScreenText, type Failure } from './failure';

/**
 * Replaces the whole page after an unrecoverable error. Deliberately plain (no theme, no brand,
 * no router): it must render even when those are what failed.
 */
export function ErrorScreen({ failure, host = window.location.hostname }: { failure: Failure; host?: string }) {
  return (
    <div
      role="alert"
      style={{
        fontFamily:
          'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        padding: '0 24px',
        background: '#fff',
        color: '#000',
      }}
    >
      <h2 style={{ fontSize: 14, fontWeight: 400, lineHeight: '28px', margin: 0, maxWidth: 720 }}>
        {errorScreenText(failure.kind, host)}
      </h2>
      {failure.kind === 'server' && failure.digest ? (
        <p style={{ fontSize: 14, lineHeight: '28px', margin: '8px 0 0', color: '#444' }}>
          Digest: <code data-testid="error-digest">{failure.digest}</code>
        </p>
      ) : null}
    </div>
  );
}
