import { useId, useState } from 'react';
import { CloseIcon } from '../icons';
import type { NeighborhoodOption } from '@store/contract';

/** A searchable, clearable select of the colonias of a postal code (spec: 'Seleccionar colonia'). */
export function ColoniaSelect({
  options,
  value,
  disabled,
  onChange,
}: {
  options: NeighborhoodOption[];
  value: NeighborhoodOption | null;
  disabled: boolean;
  onChange: (option: NeighborhoodOption | null) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const matches = options.filter((option) => fold(option.name).includes(fold(query)));
  const choose = (option: NeighborhoodOption) => {
    onChange(option);
    setQuery('');
    setOpen(false);
  };

  return (
    <div className="colonia-select">
      <label htmlFor={`${id}-input`}>Colonia</label>
      <div className="colonia-select-box">
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open && !disabled}
          aria-controls={`${id}-list`}
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
              const option = matches[active];
              if (option) choose(option);
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
      {open && !disabled ? (
        <ul id={`${id}-list`} role="listbox" className="colonia-select-list">
          {matches.length === 0 ? (
            <li className="colonia-select-empty">Colonia no encontrada</li>
          ) : (
            matches.map((option, index) => (
              <li
                key={option.neighborhood_id}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.name}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
