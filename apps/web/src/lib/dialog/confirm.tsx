import { useCallback, useState, type ReactNode } from 'react';
import { Dialog } from './Dialog';

/** What a confirmation asks: a question as its title, what will happen, and the words of its two buttons. */
export interface Question {
  title: string;
  body: ReactNode;
  /** The button that goes ahead, in words that say what it does ('Eliminar', 'Quitar del equipo'). */
  confirm: string;
  cancel?: string;
}

/**
 * The shop's own confirmation, in place of the browser's `window.confirm` (which a phone shows as a bare
 * system box, outside the shop's words and look): `ask` opens the dialog and resolves `true` when the
 * button that goes ahead is pressed, `false` on 'Volver', the close button or Escape. Render `dialog`
 * where the component renders.
 */
export function useConfirm(): { ask: (question: Question) => Promise<boolean>; dialog: ReactNode } {
  const [open, setOpen] = useState<{ question: Question; answer: (yes: boolean) => void } | null>(null);
  const ask = useCallback(
    (question: Question) => new Promise<boolean>((answer) => setOpen({ question, answer })),
    [],
  );
  const settle = (yes: boolean) => {
    open?.answer(yes);
    setOpen(null);
  };
  const dialog = open ? (
    <Dialog title={open.question.title} onClose={() => settle(false)}>
      <div className="confirm-body">{open.question.body}</div>
      <div className="confirm-actions">
        <button type="button" className="button button-danger" onClick={() => settle(true)}>
          {open.question.confirm}
        </button>
        <button type="button" className="button button-secondary" onClick={() => settle(false)}>
          {open.question.cancel ?? 'Volver'}
        </button>
      </div>
    </Dialog>
  ) : null;
  return { ask, dialog };
}
