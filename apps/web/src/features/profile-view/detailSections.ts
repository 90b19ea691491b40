import { type ManglikReading, PROFILE_SECTIONS } from '@jodi/contract';
import { formatClock, formatDate, formatHeight } from '@jodi/i18n';
import { activeLanguage, t } from '../../i18n';
import { displayValue } from '../../lib/display';
import { optionLabels, type Profile, type ProfileField } from '../../lib/profile';

type DetailField = ProfileField | 'age';

export interface DetailTab {
  value: string;
  label: string;
  fields: readonly DetailField[];
}

/** The five tabs of spec 2, with exactly the spec's names; the fields each shows come from the contract. */
export function detailTabs(): DetailTab[] {
  return PROFILE_SECTIONS.map((section) => ({
    value: section.key,
    label: t.profileView.tabs[section.key],
    fields: section.fields,
  }));
}

/** A birth date ("2004-06-10") as the active language writes it; other values by the display rule. */
function birthDate(value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return displayValue(value);
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : formatDate(activeLanguage(), value);
}

/** A birth time as typed (14:30), in the page's digits (१४:३० in Marathi). */
function clockTime(value: unknown): string {
  return typeof value === 'string' && value.trim() !== ''
    ? formatClock(activeLanguage(), value.trim())
    : displayValue(value);
}

function height(cm: number | null): string {
  return typeof cm === 'number' && Number.isFinite(cm)
    ? formatHeight(activeLanguage(), cm)
    : displayValue(null);
}

export interface DetailRow {
  field: DetailField;
  label: string;
  value: string;
  /**
   * The Mangal dosh row of a profile with a birth chart: the verdict computed from the chart, shown
   * (marked "from the birth chart") instead of what the member declared.
   */
  computed?: ManglikReading;
}

/**
 * The label/value rows of one tab. A field the viewer may not see is absent from the profile and
 * gets no row; a field without a value shows 'N/A' (spec 3 display rule).
 */
export function detailRows(profile: Profile, tab: DetailTab): DetailRow[] {
  const source = profile as Record<string, unknown>;
  const options = optionLabels();
  return tab.fields
    .filter((field) => field in source)
    .map((field) => {
      const raw = source[field];
      let value: string;
      if (field === 'height') value = height(profile.height);
      else if (field === 'birthdate') value = birthDate(raw);
      else if (field === 'birth_time') value = clockTime(raw);
      else value = displayValue(raw, field === 'age' ? undefined : options[field]);
      const row: DetailRow = { field, label: t.labels.fields[field], value };
      if (field === 'mangal_dosh' && profile.manglik) row.computed = profile.manglik;
      return row;
    });
}
