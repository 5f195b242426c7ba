'use client';

import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { suggestionsQuery } from '@/api/search';
import { toPersianDigits } from '@/lib/persian';
import { SEARCH_PATH, searchHref } from '@/lib/routes';
import { useSharedStore } from '@/stores/shared';
import { PlainIcon } from '@/components/catalog/ui/plain-icon';
import { SUGGESTION_GROUPS, suggestionKey, toSearchItems, type SuggestionItem } from './search-suggestions';
import styles from './header-search.module.css';
import { SEARCH_TEXT_MAX } from '@/api/contract/limits';

const DEBOUNCE_MS = 250;

/** `value` once it has stopped changing for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Calls `onAway` when a pointer goes down outside the element `ref` holds. */
function usePointerAway(ref: RefObject<HTMLElement | null>, onAway: () => void) {
  const latest = useRef(onAway);
  useEffect(() => {
    latest.current = onAway;
  });
  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      if (ref.current && e.target instanceof Node && !ref.current.contains(e.target)) latest.current();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [ref]);
}

/**
 * The one search box of the site (ARIA combobox): while the visitor types, suggestions grouped
 * as categories, products and suppliers; arrows move through them, Enter opens one or searches.
 * What was typed and suggested is the seed's `typedSerchKey` and `searchItems`. On the search
 * page it shows the page's query (`pageKey`), from the server's HTML on: a search sent before the
 * scripts ran, or a link to the page, keeps its words in the box.
 */
export function HeaderSearch({ pageKey = '' }: { pageKey?: string }) {
  const t = useTranslations('common');
  const ts = useTranslations('headerSearch');
  const router = useRouter();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const typed = useSharedStore((s) => s.typedSerchKey);
  const setTyped = useSharedStore((s) => s.setTypedSearchKey);
  const setItems = useSharedStore((s) => s.setSearchItems);
  const [value, setValue] = useState(pageKey || typed);
  // Another search page (a correction, a link on the page) brings its own words; leaving the
  // search page keeps what the box holds.
  const [shownPageKey, setShownPageKey] = useState(pageKey);
  if (pageKey !== shownPageKey) {
    setShownPageKey(pageKey);
    if (pageKey) setValue(pageKey);
  }
  useEffect(() => {
    if (pageKey) setTyped(pageKey);
  }, [pageKey, setTyped]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // The search button tapped with nothing typed: the box takes the focus (a phone opens its keyboard) and says why.
  const [askedEmpty, setAskedEmpty] = useState(false);

  const key = useDebounced(suggestionKey(value), DEBOUNCE_MS);
  const query = useQuery({ ...suggestionsQuery(key ?? ''), enabled: open && key !== null });
  const items: SuggestionItem[] = useMemo(() => (query.data && key ? toSearchItems(query.data) : []), [query.data, key]);

  useEffect(() => {
    if (query.data) setItems(toSearchItems(query.data));
  }, [query.data, setItems]);

  // The trailing "search for …" entry follows the suggestions.
  const searchIndex = items.length;
  const showPopup = open && suggestionKey(value) !== null;
  const optionId = (i: number) => `${baseId}-option-${i}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  usePointerAway(root, close);
  const search = () => {
    const text = value.trim();
    if (!text) {
      setAskedEmpty(true);
      input.current?.focus();
      return;
    }
    setTyped(text);
    close();
    router.push(searchHref(text));
  };
  const choose = (item: SuggestionItem) => {
    setTyped(value.trim());
    close();
    router.push(item.href);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (active >= 0 && active < items.length) choose(items[active]);
    else search();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      if (showPopup) e.preventDefault();
      close();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    setOpen(true);
    const count = items.length + 1;
    setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
  };

  const status = askedEmpty
    ? ts('typeFirst')
    : query.isFetching
    ? ts('loading')
    : showPopup && query.isSuccess
      ? items.length
        ? ts('count', { count: items.length })
        : ts('none')
      : '';

  return (
    <div ref={root} className={styles.root}>
      <form
        role="search"
        // Before the page's scripts run (ADR 7) the form works as HTML: a GET to the search page.
        action={SEARCH_PATH}
        method="get"
        onSubmit={submit}
        className={styles.form}
      >
        <input
          ref={input}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setTyped(e.target.value);
            setAskedEmpty(false);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          placeholder={t('searchPlaceholder')}
          role="combobox"
          aria-label={t('search')}
          aria-autocomplete="list"
          aria-expanded={showPopup}
          aria-controls={listboxId}
          aria-activedescendant={showPopup && active >= 0 ? optionId(active) : undefined}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={SEARCH_TEXT_MAX}
          className={styles.input}
          name="q"
          type="search"
        />
        {query.isFetching ? <span className={styles.spinner} aria-hidden /> : null}
        <button type="submit" aria-label={t('search')} className={styles.submit}>
          <PlainIcon name="search" size={24} />
        </button>
      </form>
      <div role="status" aria-live="polite" className={styles.status}>
        {status}
      </div>
      <div id={listboxId} role="listbox" aria-label={ts('suggestions')} hidden={!showPopup} className={styles.popup}>
        {query.data?.correctedKey && key ? (
          <p role="presentation" className={styles.note}>
            {ts('corrected', { key: query.data.correctedKey })}
          </p>
        ) : null}
        {SUGGESTION_GROUPS.map((group) => {
          const inGroup = items.map((item, index) => ({ item, index })).filter(({ item }) => item.kind === group);
          if (inGroup.length === 0) return null;
          const headingId = `${baseId}-${group}`;
          return (
            <div key={group} role="group" aria-labelledby={headingId}>
              <span id={headingId} role="presentation" className={styles.groupTitle}>
                {ts(`group.${group}`)}
              </span>
              {inGroup.map(({ item, index }) => (
                <Option key={`${group}-${item.id}`} id={optionId(index)} active={index === active} onHover={() => setActive(index)} onChoose={() => choose(item)}>
                  <span className={styles.title}>{toPersianDigits(item.title)}</span>
                  {item.detail ? (
                    // A real space between the two: without one the title's last letter joins the
                    // detail's first across the spans («فلهـ»), and the option's name runs them together.
                    <>
                      {' '}
                      <span className={styles.detail}>{toPersianDigits(item.detail)}</span>
                    </>
                  ) : null}
                </Option>
              ))}
            </div>
          );
        })}
        {query.isSuccess && items.length === 0 && !query.isFetching ? (
          <p role="presentation" className={styles.note}>
            {ts('none')}
          </p>
        ) : null}
        <Option id={optionId(searchIndex)} active={active === searchIndex} onHover={() => setActive(searchIndex)} onChoose={search}>
          <span className={styles.searchFor}>
            <PlainIcon name="search" size={20} />
            {ts('searchFor', { key: value.trim() })}
          </span>
        </Option>
      </div>
    </div>
  );
}

function Option(props: { id: string; active: boolean; onHover: () => void; onChoose: () => void; children: ReactNode }) {
  return (
    <div
      id={props.id}
      role="option"
      aria-selected={props.active}
      onMouseMove={props.onHover}
      // Keeps the focus in the input, so the list does not close before the click lands.
      onMouseDown={(e) => e.preventDefault()}
      onClick={props.onChoose}
      className={styles.option}
    >
      {props.children}
    </div>
  );
}
