import { PROFILE_SECTIONS } from '@jodi/contract';
import { t } from '../../i18n';
import { displayValue } from '../../lib/display';
import { formatHeight } from '../../lib/height';
import { OPTION_LABELS, type Profile, type ProfileField } from '../../lib/profile';

type DetailField = ProfileField | 'age';

export interface DetailTab {
  value: string;
  label: string;
  fields: readonly DetailField[];
}

/** The five tabs of spec 2, with exactly the spec's names; the fields each shows come from the contract. */
export const DETAIL_TABS: readonly DetailTab[] = PROFILE_SECTIONS.map((section) => ({
  value: section.key,
  label: t.profileView.tabs[section.key],
  fields: section.fields,
}));

const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });

function formatDate(value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return displayValue(value);
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : DATE_FORMAT.format(date);
}

export interface DetailRow {
  field: DetailField;
  label: string;
  value: string;
}

/**
 * The label/value rows of one tab. A field the viewer may not see is absent from the profile and
 * gets no row; a field without a value shows 'N/A' (spec 3 display rule).
 */
export function detailRows(profile: Profile, tab: DetailTab): DetailRow[] {
  const source = profile as Record<string, unknown>;
  return tab.fields
    .filter((field) => field in source)
    .map((field) => {
      const raw = source[field];
      let value: string;
      if (field === 'height') value = formatHeight(profile.height) ?? displayValue(null);
      else if (field === 'birthdate') value = formatDate(raw);
      else value = displayValue(raw, field === 'age' ? undefined : OPTION_LABELS[field]);
      return { field, label: t.profileFields[field], value };
    });
}
