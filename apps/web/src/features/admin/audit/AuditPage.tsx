/** Being built in this session (issue 10); replaced by its page before it lands. */
export function AuditPage() {
  return <h1>Bitácora</h1>;
}
