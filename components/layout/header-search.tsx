'use client';

import { useEffect, useId, useMemo, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { suggestionsQuery } from '@/api/search';
import { toPersianDigits } from '@/lib/persian';
import { searchHref } from '@/lib/routes';
import { useSharedStore } from '@/stores/shared';
import { SUGGESTION_GROUPS, suggestionKey, toSearchItems, type SuggestionItem } from './search-suggestions';

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

/**
 * The one search box of the site (ARIA combobox): while the visitor types, suggestions grouped
 * as categories, products and suppliers; arrows move through them, Enter opens one or searches.
 * What was typed and suggested is the seed's `typedSerchKey` and `searchItems`.
 */
export function HeaderSearch() {
  const t = useTranslations('common');
  const ts = useTranslations('headerSearch');
  const router = useRouter();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const typed = useSharedStore((s) => s.typedSerchKey);
  const setTyped = useSharedStore((s) => s.setTypedSearchKey);
  const setItems = useSharedStore((s) => s.setSearchItems);
  const [value, setValue] = useState(typed);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

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
  const search = () => {
    const text = value.trim();
    if (!text) return;
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

  const status = query.isFetching
    ? ts('loading')
    : showPopup && query.isSuccess
      ? items.length
        ? ts('count', { count: items.length })
        : ts('none')
      : '';

  return (
    <ClickAwayListener onClickAway={close}>
      <Box sx={{ position: 'relative', maxWidth: 560 }}>
        <Paper
          component="form"
          role="search"
          // Before the page's scripts run (ADR 7) the form works as HTML: a GET to the search page.
          action="/search"
          method="get"
          onSubmit={submit}
          variant="outlined"
          sx={{ display: 'flex', alignItems: 'center', px: 1.5, borderRadius: 6, bgcolor: 'grey.50' }}
        >
          <InputBase
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setTyped(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
            placeholder={t('searchPlaceholder')}
            inputProps={{
              role: 'combobox',
              'aria-label': t('search'),
              'aria-autocomplete': 'list',
              'aria-expanded': showPopup,
              'aria-controls': listboxId,
              'aria-activedescendant': showPopup && active >= 0 ? optionId(active) : undefined,
              enterKeyHint: 'search',
              autoComplete: 'off',
              maxLength: 100,
            }}
            sx={{ flex: 1, py: 0.75, minWidth: 0 }}
            name="q"
            type="search"
          />
          {query.isFetching ? <CircularProgress size={18} aria-hidden sx={{ mx: 0.5 }} /> : null}
          <IconButton type="submit" aria-label={t('search')} edge="end" size="small">
            <SearchIcon />
          </IconButton>
        </Paper>
        <Box role="status" aria-live="polite" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {status}
        </Box>
        <Paper
          id={listboxId}
          role="listbox"
          aria-label={ts('suggestions')}
          elevation={8}
          hidden={!showPopup}
          sx={{
            position: 'absolute',
            insetInline: 0,
            top: 'calc(100% + 6px)',
            zIndex: (theme) => theme.zIndex.appBar + 2,
            maxHeight: '70vh',
            overflowY: 'auto',
            py: 1,
            display: showPopup ? 'block' : 'none',
          }}
        >
          {query.data?.correctedKey && key ? (
            <Typography role="presentation" variant="body2" sx={{ px: 2, pb: 0.5, color: 'text.secondary' }}>
              {ts('corrected', { key: query.data.correctedKey })}
            </Typography>
          ) : null}
          {SUGGESTION_GROUPS.map((group) => {
            const inGroup = items.map((item, index) => ({ item, index })).filter(({ item }) => item.kind === group);
            if (inGroup.length === 0) return null;
            const headingId = `${baseId}-${group}`;
            return (
              <Box key={group} role="group" aria-labelledby={headingId}>
                <Typography id={headingId} role="presentation" variant="caption" sx={{ display: 'block', px: 2, pt: 1, color: 'text.secondary', fontWeight: 700 }}>
                  {ts(`group.${group}`)}
                </Typography>
                {inGroup.map(({ item, index }) => (
                  <Option key={`${group}-${item.id}`} id={optionId(index)} active={index === active} onHover={() => setActive(index)} onChoose={() => choose(item)}>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {toPersianDigits(item.title)}
                    </Typography>
                    {item.detail ? (
                      // A real space between the two: without one the title's last letter joins the
                      // detail's first across the spans («فلهـ»), and the option's name runs them together.
                      <>
                        {' '}
                        <Typography component="span" variant="caption" sx={{ color: 'text.secondary', marginInlineStart: 0.5 }}>
                          {toPersianDigits(item.detail)}
                        </Typography>
                      </>
                    ) : null}
                  </Option>
                ))}
              </Box>
            );
          })}
          {query.isSuccess && items.length === 0 && !query.isFetching ? (
            <Typography role="presentation" variant="body2" sx={{ px: 2, py: 1, color: 'text.secondary' }}>
              {ts('none')}
            </Typography>
          ) : null}
          <Option id={optionId(searchIndex)} active={active === searchIndex} onHover={() => setActive(searchIndex)} onChoose={search}>
            <SearchIcon fontSize="small" sx={{ color: 'primary.main', verticalAlign: 'middle', marginInlineEnd: 1 }} aria-hidden />
            <Typography component="span" sx={{ color: 'primary.main', fontWeight: 600 }}>
              {ts('searchFor', { key: value.trim() })}
            </Typography>
          </Option>
        </Paper>
      </Box>
    </ClickAwayListener>
  );
}

function Option(props: { id: string; active: boolean; onHover: () => void; onChoose: () => void; children: ReactNode }) {
  return (
    <Box
      id={props.id}
      role="option"
      aria-selected={props.active}
      onMouseMove={props.onHover}
      // Keeps the focus in the input, so the list does not close before the click lands.
      onMouseDown={(e) => e.preventDefault()}
      onClick={props.onChoose}
      sx={{ px: 2, py: 1, cursor: 'pointer', bgcolor: props.active ? 'action.selected' : 'transparent', '&:hover': { bgcolor: 'action.hover' } }}
    >
      {props.children}
    </Box>
  );
}
