import { Tabs, Text, Title } from '@mantine/core';
import { t } from '../../i18n';
import type { Profile } from '../../lib/profile';
import type { PreferencesData } from '../matchmaking/matchmaking.api';
import { preferenceRows } from '../matchmaking/preferenceRows';
import { detailRows, detailTabs } from './detailSections';
import classes from './ProfileView.module.css';

/** The five detail tabs of spec 2, each a list of label/value rows; on a phone all five show as tiles. */
export function DetailTabs({ profile }: { profile: Profile }) {
  const tabs = detailTabs();
  return (
    <Tabs defaultValue={tabs[0]?.value} keepMounted={false} color="navy.9">
      <Tabs.List className={classes.tabsList} aria-label={t.profileView.detailsLabel}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value} className={classes.tab}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          <dl className={classes.rows}>
            {detailRows(profile, tab).map((row) => (
              <div key={row.field} className={classes.row}>
                <dt className={classes.rowLabel}>{row.label}</dt>
                <dd className={classes.rowValue}>{row.value}</dd>
              </div>
            ))}
          </dl>
          {tab.value === 'preferences' && 'preferences' in profile ? (
            <PartnerPreferences profile={profile} />
          ) : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** Preferences & Expectations: the viewed member's partner preferences, beside the free-text expectation. */
function PartnerPreferences({ profile }: { profile: Profile }) {
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
