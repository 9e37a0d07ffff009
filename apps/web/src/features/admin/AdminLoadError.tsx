/** A back-office section that could not load: what failed, and a way to ask again when asking can help. */
export function AdminLoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="admin-message" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          Reintentar
        </button>
      ) : null}
    </div>
  );
}
