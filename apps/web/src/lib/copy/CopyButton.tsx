import { useEffect, useState } from 'react';
import './copy-button.css';

/** How long 'Copiada' stays before the button offers to copy again. */
const SHOWN_MS = 3000;

/**
 * 'Copiar' beside a CLABE or a reference: what the shopper pastes into their bank's app, with no digit
 * mistyped. The polite live region says it worked (or how to copy by hand) without moving focus.
 * `label` names what is copied, a feminine noun ("CLABE", "referencia"), as in "CLABE copiada".
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      // Missing on a page served over plain http, and refused when the browser denies the permission.
      if (!navigator.clipboard) throw new Error('El navegador no permite copiar desde la página');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch (error) {
      console.warn('No se pudo copiar', error);
      setState('failed');
    }
  };

  return (
    <span className="copy-button">
      <button
        type="button"
        className="button button-secondary"
        // Its name says what it copies; once copied, the live region says it.
        aria-label={state === 'copied' ? undefined : `Copiar ${label}`}
        onClick={() => void copy()}
      >
        {state === 'copied' ? 'Copiada' : 'Copiar'}
      </button>
      <span role="status" className={state === 'failed' ? 'copy-button-failed' : 'visually-hidden'}>
        {state === 'copied'
          ? `${label} copiada`
          : state === 'failed'
            ? `No se pudo copiar: selecciona la ${label} y cópiala.`
            : ''}
      </span>
    </span>
  );
}
