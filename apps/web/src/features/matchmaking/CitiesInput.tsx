import { Combobox, Group, Pill, PillsInput, Text, useCombobox } from '@mantine/core';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { t } from '../../i18n';
import { type Place, usePlaceSearch } from '../profile-form';

/** The last choice, when what was typed is not a known city: take it as typed, on purpose. */
const AS_TYPED = '__as_typed';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Cities suggested at once. */
const SUGGESTIONS = 8;

/** A suggested city: its name (what is kept), and its state, with the country when abroad. */
interface City {
  name: string;
  region: string;
}

const INDIA = 'India';

/** The gazetteer's places as cities to suggest, each name once (the best-ranked place of that name). */
function citiesOf(places: readonly Place[]): City[] {
  const cities: City[] = [];
  for (const place of places) {
    if (cities.some((city) => same(city.name, place.name))) continue;
    const region = [place.region, place.country === INDIA ? '' : place.country].filter(Boolean).join(', ');
    cities.push({ name: place.name, region: region || place.country });
  }
  return cities;
}

interface CitiesInputProps {
  label: string;
  description: string;
  placeholder: string;
  value: string[];
  max: number;
  onChange(next: string[]): void;
}

/**
 * The preferred cities: real city names are suggested as the family types (the birth
 * place's gazetteer on the server, GET /api/v1/places), and picked with a tap, or Enter / Go on the
 * first suggestion. A name off the list is taken only by choosing "Use “Mumb” as typed", never by
 * pressing Enter or leaving the box; it is offered once the answer for what is typed has come.
 */
export function CitiesInput({ label, description, placeholder, value, max, onChange }: CitiesInputProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const typed = search.trim();
  const full = value.length >= max;
  // Only the answer for what is typed now: Enter must never take a city of an earlier answer.
  const found = usePlaceSearch(typed, { limit: SUGGESTIONS, enabled: !full });
  const cities = found.current ? citiesOf(found.places) : [];
  const suggestions = cities.filter((city) => !value.some((chosen) => same(chosen, city.name)));
  const offerAsTyped =
    found.current &&
    !cities.some((city) => same(city.name, typed)) &&
    !value.some((chosen) => same(chosen, typed));

  // The first real city is the one Enter (Go on a phone) takes; with none, Enter takes nothing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the typed text changes the list.
  useEffect(() => {
    if (suggestions.length > 0) combobox.selectFirstOption();
    else combobox.resetSelectedOption();
  }, [typed, suggestions.length]);

  const add = (city: string) => {
    if (!full && !value.some((chosen) => same(chosen, city))) onChange([...value, city]);
    setSearch('');
  };
  const remove = (city: string) => onChange(value.filter((chosen) => chosen !== city));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' && typed !== '') {
      // Never submits the form from here; the combobox takes the highlighted city, if any. Some
      // phone keyboards send Go without a key code, which the combobox does not read: take it here.
      event.preventDefault();
      const code = event.nativeEvent.code;
      if (code !== 'Enter' && code !== 'NumpadEnter') combobox.clickSelectedOption();
    }
    if (event.key === 'Backspace' && search === '' && value.length > 0) {
      event.preventDefault();
      remove(value[value.length - 1]!);
    }
  };

  return (
    <Combobox
      store={combobox}
      size="lg"
      onOptionSubmit={(option) => {
        add(option === AS_TYPED ? typed : option);
        combobox.closeDropdown();
      }}
    >
      <Combobox.DropdownTarget>
        <PillsInput size="lg" label={label} description={description} onClick={() => combobox.openDropdown()}>
          <Pill.Group>
            {value.map((city) => (
              <Pill
                key={city}
                size="lg"
                withRemoveButton
                onRemove={() => remove(city)}
                // Mantine hides the remove button from screen readers and the keyboard; both may use it.
                removeButtonProps={{
                  'aria-hidden': false,
                  tabIndex: 0,
                  'aria-label': t.preferences.cityRemove({ city }),
                }}
              >
                {city}
              </Pill>
            ))}
            {full ? null : (
              <Combobox.EventsTarget>
                <PillsInput.Field
                  value={search}
                  placeholder={placeholder}
                  autoComplete="off"
                  autoCapitalize="words"
                  enterKeyHint="done"
                  onFocus={() => combobox.openDropdown()}
                  onBlur={() => combobox.closeDropdown()}
                  onChange={(event) => {
                    setSearch(event.currentTarget.value);
                    combobox.openDropdown();
                  }}
                  onKeyDown={onKeyDown}
                />
              </Combobox.EventsTarget>
            )}
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown hidden={typed === '' || (suggestions.length === 0 && !offerAsTyped)}>
        <Combobox.Options>
          {suggestions.map((city) => (
            <Combobox.Option value={city.name} key={city.name}>
              <Group gap={8} wrap="nowrap">
                <span>{city.name}</span>
                <Text span size="sm" c="dimmed">
                  {city.region}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
          {offerAsTyped ? (
            <Combobox.Option value={AS_TYPED}>{t.preferences.cityAsTyped({ city: typed })}</Combobox.Option>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
