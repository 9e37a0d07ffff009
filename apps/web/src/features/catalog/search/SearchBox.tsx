import { MAX_SEARCH_LENGTH, productPagePath } from '@store/contract';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { formatMoney } from '../../../lib/format';
import { SearchIcon } from '../../../lib/icons';
import { imageUrl } from '../../../lib/images';
import { useSuggestions } from '../api/get-suggestions';
import './search-box.css';

/** The box closes 500 ms after it loses focus: long enough for a click on a suggestion to land. */
const CLOSE_AFTER_BLUR_MS = 500;
const TYPING_PAUSE_MS = 250;

/** The navbar's search: Enter opens the results page; suggestions appear as the shopper types. */
export function SearchBox() {
  const [, navigate] = useLocation();
  const listId = useId();
  const [text, setText] = useState('');
  const [settled, setSettled] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<number | undefined>(undefined);
  const suggestions = useSuggestions(settled);
  const items = open ? (suggestions.data ?? []) : [];

  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const search = () => {
    const name = text.trim();
    if (!name) return;
    close();
    navigate(`/products/all/1?name=${encodeURIComponent(name)}`);
  };
  const openProduct = (productId: number) => {
    close();
    setText('');
    navigate(productPagePath(productId));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? items.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      close();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = items[active];
      if (chosen) openProduct(chosen.product_id);
      else search();
    }
  };

  return (
    <form
      className="search-box"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <label className="visually-hidden" htmlFor={`${listId}-input`}>
        Buscar productos
      </label>
      <input
        id={`${listId}-input`}
        type="search"
        placeholder="Buscar botas, sombreros…"
        autoComplete="off"
        maxLength={MAX_SEARCH_LENGTH}
        value={text}
        role="combobox"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setText(event.target.value.slice(0, MAX_SEARCH_LENGTH));
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          window.clearTimeout(closeTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          closeTimer.current = window.setTimeout(close, CLOSE_AFTER_BLUR_MS);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="search-box-button" aria-label="Buscar">
        <SearchIcon />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label="Sugerencias"
        className="search-box-list"
        hidden={items.length === 0}
      >
        {items.map((item, index) => (
          <li
            key={item.product_id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="search-box-option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openProduct(item.product_id)}
          >
            {item.image ? (
              <img src={imageUrl(item.image, 160)} alt="" width="40" height="40" loading="lazy" />
            ) : null}
            <span className="search-box-option-name">{item.name}</span>
            <span className="search-box-option-price">{formatMoney(item.price)}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
