import { useEffect, useId, useState } from 'react';
import { FieldError, invalidProps } from '../form/FieldError';
import { CloseIcon } from '../icons';
import type { NeighborhoodOption } from '@store/contract';

/** A searchable, clearable select of the colonias of a postal code ('Seleccionar colonia'). */
export function ColoniaSelect({
  options,
  value,
  disabled,
  onChange,
  inputId,
  error,
}: {
  options: NeighborhoodOption[];
  value: NeighborhoodOption | null;
  disabled: boolean;
  onChange: (option: NeighborhoodOption | null) => void;
  /** The text box's id, for a form that moves the focus to it. */
  inputId?: string;
  /** What is wrong with the choice, shown under the box. */
  error?: string | undefined;
}) {
  const ownId = useId();
  const id = inputId ?? ownId;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const matches = options.filter((option) => fold(option.name).includes(fold(query)));
  const listOpen = open && !disabled && matches.length > 0;
  const noMatch = open && !disabled && matches.length === 0;
  const optionId = (option: NeighborhoodOption) => `${id}-option-${option.neighborhood_id}`;
  // The highlighted colonia stays within the matches when a new postal code brings fewer of them.
  const highlighted = Math.min(active, matches.length - 1);
  const activeOption = listOpen ? matches[highlighted] : undefined;
  const activeId = activeOption ? optionId(activeOption) : undefined;

  // The focus stays in the text box; the highlighted colonia is scrolled into the list's view.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const choose = (option: NeighborhoodOption) => {
    onChange(option);
    setQuery('');
    setOpen(false);
  };

  return (
    <div className="colonia-select">
      <label id={`${id}-label`} htmlFor={id}>
        Colonia
      </label>
      <div className="colonia-select-box">
        <input
          {...invalidProps(id, error)}
          role="combobox"
          aria-expanded={listOpen}
          aria-controls={`${id}-list`}
          // Screen readers follow the highlighted colonia while the focus stays here (ARIA combobox).
          aria-activedescendant={activeId}
          aria-autocomplete="list"
          autoComplete="off"
          disabled={disabled}
          placeholder={value ? value.name : 'Seleccionar colonia'}
          value={open ? query : (value?.name ?? '')}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setActive((index) => Math.min(index + 1, matches.length - 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((index) => Math.max(index - 1, 0));
            } else if (event.key === 'Enter' && open) {
              event.preventDefault();
              if (activeOption) choose(activeOption);
            } else if (event.key === 'Escape' && open) {
              event.stopPropagation();
              setOpen(false);
            }
          }}
        />
        {value && !disabled ? (
          <button
            type="button"
            className="colonia-select-clear"
            aria-label="Quitar colonia"
            onClick={() => onChange(null)}
          >
            <CloseIcon />
          </button>
        ) : null}
      </div>
      {listOpen ? (
        <ul id={`${id}-list`} role="listbox" aria-labelledby={`${id}-label`} className="colonia-select-list">
          {matches.map((option, index) => (
            <li
              key={option.neighborhood_id}
              id={optionId(option)}
              role="option"
              aria-selected={index === highlighted}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.name}
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError fieldId={id} error={error} />
      {/* Not an option of the list: a message, said aloud as soon as the search finds nothing. */}
      <p className="colonia-select-status" role="status">
        {noMatch ? 'Colonia no encontrada' : ''}
      </p>
    </div>
  );
}
