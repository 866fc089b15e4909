import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { navigate } from 'vike/client/router';
import { keepTypedText } from '../../hooks/use-typed-values';
import { listHref } from './paging';

/** Typing pauses this long before the results follow. */
const debounceMs = 300;

/** Replaces the list's address (no history entry per keystroke); the server reads ?q= again. */
export function searchFor(pathname: string, text: string) {
  return navigate(listHref(pathname, { query: text.trim() }), {
    keepScrollPosition: true,
    overwriteLastHistoryEntry: true,
  });
}

/**
 * Results as you type. Without JavaScript it is a plain GET form. The box keeps what is being
 * typed while results load, and follows the address when something else changes it (Clear Search).
 */
export function BlogSearch({ query, pathname }: { query: string; pathname: string }) {
  const [value, setValue] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  const [requested, setRequested] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (query !== shownQuery) {
    setShownQuery(query);
    if (query !== requested) setValue(query);
  }

  const search = (text: string) => {
    clearTimeout(timer.current);
    const next = text.trim();
    setRequested(next);
    if (next !== query) void searchFor(pathname, next);
  };
  const change = (text: string) => {
    setValue(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(text), debounceMs);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => change(event.target.value);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(value);
  };

  return (
    <form role="search" action={pathname} method="get" onSubmit={onSubmit} className="relative">
      <label htmlFor="blog-search" className="sr-only">
        Search posts
      </label>
      {/* The magnifier submits too: Enter is not the only way to search, e.g. by voice control. */}
      <button
        type="submit"
        aria-label="Search"
        className="absolute left-1.5 top-1/2 -translate-y-1/2 rounded-lg p-1.5 text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-5 w-5">
          <path d="M9 3.5a5.5 5.5 0 1 0 3.4 9.8l3.1 3.2a.9.9 0 1 0 1.3-1.3l-3.2-3.1A5.5 5.5 0 0 0 9 3.5ZM5.3 9a3.7 3.7 0 1 1 7.4 0 3.7 3.7 0 0 1-7.4 0Z" />
        </svg>
      </button>
      <input
        id="blog-search"
        type="search"
        name="q"
        value={value}
        // What was typed before the scripts ran is searched for, as if typed now.
        ref={keepTypedText(value, change)}
        onChange={onChange}
        placeholder="Search posts..."
        maxLength={200}
        autoComplete="off"
        className="w-full rounded-xl border border-slate-300 bg-white py-3 pl-10 pr-4 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
    </form>
  );
}
