import { Text, Title } from '@mantine/core';
import { t } from '../../i18n';
import type { Profile } from '../../lib/profile';
import type { PreferencesData } from '../matchmaking';
import { preferenceRows } from '../matchmaking';
import classes from './ProfileView.module.css';

/** Preferences & Expectations: the viewed member's partner preferences, beside the free-text expectation. */
export function PartnerPreferences({ profile }: { profile: Profile }) {
  const rows = preferenceRows((profile as { preferences?: Partial<PreferencesData> | null }).preferences);
  return (
    <section aria-labelledby="partner-preferences-title">
      <Title order={3} fz="h5" mt="md" mb="xs" id="partner-preferences-title">
        {t.fit.preferencesTitle({ name: profile.name ?? t.listing.unnamed })}
      </Title>
      {rows.length === 0 ? (
        <Text>{t.fit.noneSet}</Text>
      ) : (
        <dl className={classes.rows}>
          {rows.map((row) => (
            <div key={row.key} className={classes.row}>
              <dt className={classes.rowLabel}>{row.label}</dt>
              <dd className={classes.rowValue}>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
