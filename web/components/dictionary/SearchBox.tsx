import { useEffect, useId, useRef, useState, type FormEvent } from "react";

type Props = {
  value: string;
  /** Called as the child types (debounced, `submitted` false) and on submit, with the text as typed. */
  onSearch: (query: string, submitted: boolean) => void;
  label?: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** Wait this long after the last key before searching while typing; 0 searches only on submit. */
  debounceMs?: number;
};

/**
 * The big search field. It searches as the child types (after a short pause) so one or two
 * characters are enough, but never in the middle of an IME composition (pinyin being turned
 * into characters), which would search for half-typed Latin letters.
 */
export function SearchBox({ value, onSearch, label = "搜索", placeholder, autoFocus, debounceMs = 300 }: Props) {
  const inputId = useId();
  const [text, setText] = useState(value);
  const composing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSent = useRef(value);

  // The URL changed from outside (back button, a tab, a chip): show what is being searched.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() === lastSent.current.trim()) return;
    lastSent.current = next;
    onSearch(next, false);
  };

  const schedule = (next: string) => {
    clearTimeout(timer.current);
    if (debounceMs > 0 && !composing.current) timer.current = setTimeout(() => send(next), debounceMs);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    lastSent.current = text;
    onSearch(text, true);
  };

  return (
    // <search> rather than role="search": Pico turns the latter into a rounded pill group.
    <search>
      <form className="dict-searchbox" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {label}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          placeholder={placeholder}
          autoFocus={autoFocus}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          onChange={(event) => {
            setText(event.target.value);
            schedule(event.target.value);
          }}
          onCompositionStart={() => {
            composing.current = true;
            clearTimeout(timer.current);
          }}
          onCompositionEnd={(event) => {
            composing.current = false;
            schedule(event.currentTarget.value);
          }}
        />
        <button type="submit">搜索</button>
      </form>
    </search>
  );
}
