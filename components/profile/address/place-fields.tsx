'use client';

import { useEffect, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { citiesQuery, statesQuery, type CityOption, type StateOption } from '@/api/addresses';

type Place = { stateId: number | null; province: string; cityId: number | null; city: string };

type Props = {
  value: Place;
  onChange: (place: Place) => void;
  errors: { stateId?: string; cityId?: string };
  disabled?: boolean;
};

/** Province, then a city of it, from the geography lists; typing narrows either list. */
export function PlaceFields({ value, onChange, errors, disabled }: Props) {
  const t = useTranslations('addressBook');
  const states = useQuery(statesQuery());
  const cities = useQuery(citiesQuery(value.stateId));
  const stateOptions = useMemo(() => states.data?.items ?? [], [states.data]);
  const selectedState = stateOptions.find((s) => s.id === value.stateId) ?? null;

  // An address saved earlier names its province; find it in the list so its cities can load.
  useEffect(() => {
    if (value.stateId !== null || !value.province || stateOptions.length === 0) return;
    const match = stateOptions.find((s) => s.name === value.province);
    if (match) onChange({ ...value, stateId: match.id });
  }, [stateOptions, value, onChange]);

  const cityOptions = cities.data?.items ?? [];
  const selectedCity: CityOption | null =
    value.cityId === null
      ? null
      : (cityOptions.find((c) => c.id === value.cityId) ?? { id: value.cityId, stateId: value.stateId ?? 0, stateName: value.province, name: value.city });

  return (
    <>
      <Autocomplete<StateOption>
        options={stateOptions}
        value={selectedState}
        loading={states.isLoading}
        disabled={disabled}
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, state) => onChange({ stateId: state?.id ?? null, province: state?.name ?? '', cityId: null, city: '' })}
        noOptionsText={states.isError ? t('listFailed') : t('noOptions')}
        loadingText={t('loadingList')}
        renderInput={(params) => (
          <TextField {...params} name="province" label={t('province')} required error={Boolean(errors.stateId)} helperText={errors.stateId} />
        )}
      />
      <Autocomplete<CityOption>
        options={cityOptions}
        value={selectedCity}
        loading={cities.isLoading && value.stateId !== null}
        disabled={disabled || value.stateId === null}
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, city) =>
          onChange({ ...value, cityId: city?.id ?? null, city: city?.name ?? '', province: city?.stateName ?? value.province })
        }
        noOptionsText={cities.isError ? t('listFailed') : t('noOptions')}
        loadingText={t('loadingList')}
        renderInput={(params) => (
          <TextField
            {...params}
            name="city"
            label={t('city')}
            required
            error={Boolean(errors.cityId)}
            helperText={errors.cityId ?? (value.stateId === null ? t('cityAfterProvince') : undefined)}
          />
        )}
      />
    </>
  );
}
