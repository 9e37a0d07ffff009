/** "Guardar" with what the last attempt came to: the server's confirmation or its reason. */
export function SaveBar({
  pending,
  error,
  notice,
}: {
  pending: boolean;
  error: string | null;
  notice: string | undefined;
}) {
  return (
    <div className="admin-save-bar">
      <button type="submit" className="button button-primary" disabled={pending}>
        {pending ? 'Guardando...' : 'Guardar'}
      </button>
      {error ? (
        <p className="admin-error" role="alert">
          {error}
        </p>
      ) : (
        <p role="status">{notice}</p>
      )}
    </div>
  );
}
