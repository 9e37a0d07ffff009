import { useId, type ReactNode } from 'react';

/** One titled box of a back-office detail page (an order's, a return's), named by its heading. */
export function AdminPanel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
