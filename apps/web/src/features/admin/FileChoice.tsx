import { useId, useState, type ChangeEvent } from 'react';

/**
 * A file field that speaks the shop's Spanish: the browser's own file input says 'Choose File' / 'No file
 * chosen' in the browser's language, not the page's. The real input stays (visually hidden, still reached
 * with Tab and still named by `label`); 'Elegir archivo' is a second label for it, drawn as a button, and the
 * chosen file's name is shown beside it.
 */
export function FileChoice({
  label,
  accept,
  disabled,
  describedBy,
  onFile,
}: {
  label: string;
  accept: string;
  disabled?: boolean;
  describedBy?: string;
  /** The chosen file; the input is emptied after, so choosing the same file again is heard too. */
  onFile: (file: File) => void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setChosen(file.name);
    onFile(file);
  };
  return (
    <div className="form-field admin-file">
      <label htmlFor={id}>{label}</label>
      <div className="admin-file-choice">
        <input
          id={id}
          type="file"
          className="visually-hidden"
          accept={accept}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={change}
        />
        <label htmlFor={id} className="button button-secondary" aria-hidden="true">
          Elegir archivo
        </label>
        <span className="admin-file-name" aria-hidden="true">
          {chosen || 'Ningún archivo elegido'}
        </span>
      </div>
    </div>
  );
}
