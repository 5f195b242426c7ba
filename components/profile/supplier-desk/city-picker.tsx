'use client';

import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { citySearchQuery } from '@/api/addresses';
import { citiesMatching } from './cities-matching';

export type CityChoice = { id: number; name: string; stateName: string };

const SEARCH_DELAY_MS = 250;
const label = (city: CityChoice) => `${city.name}، ${city.stateName}`;

function useCitySearch(typed: string) {
  const [text, setText] = useState(typed);
  useEffect(() => {
    const id = setTimeout(() => setText(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [typed]);
  // The last answer stays shown (narrowed to what is typed) until the next one arrives, so the
  // list never empties or jumps under a finger about to tap it.
  return useQuery({ ...citySearchQuery(text), placeholderData: keepPreviousData });
}

type Common = { name: string; label: string; error?: string; helperText?: string; required?: boolean };

/** One city of the country, found by typing part of its name («شهر، استان»). */
export function CityPicker({ value, onChange, ...field }: Common & { value: CityChoice | null; onChange: (city: CityChoice | null) => void }) {
  const [typed, setTyped] = useState('');
  const found = useCitySearch(typed);
  return (
    <Autocomplete<CityChoice>
      options={found.data?.items ?? []}
      loading={found.isFetching}
      value={value}
      onChange={(_, next) => onChange(next)}
      onInputChange={(_, next, reason) => reason === 'input' && setTyped(next)}
      filterOptions={(shown, { inputValue }) => citiesMatching(shown, inputValue)}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} name={field.name} label={field.label} required={field.required} error={!!field.error} helperText={field.error ?? field.helperText} />}
    />
  );
}

/** Several cities (the ones a storefront sells in), each found by typing. */
export function CitiesPicker({ value, onChange, ...field }: Common & { value: CityChoice[]; onChange: (cities: CityChoice[]) => void }) {
  const [typed, setTyped] = useState('');
  const found = useCitySearch(typed);
  return (
    <Autocomplete<CityChoice, true>
      multiple
      options={found.data?.items ?? []}
      loading={found.isFetching}
      value={value}
      onChange={(_, next) => onChange(next)}
      onInputChange={(_, next, reason) => reason === 'input' && setTyped(next)}
      filterOptions={(shown, { inputValue }) => citiesMatching(shown, inputValue)}
      filterSelectedOptions
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} name={field.name} label={field.label} required={field.required} error={!!field.error} helperText={field.error ?? field.helperText} />}
    />
  );
}
