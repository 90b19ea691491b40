import { Tabs } from '@mantine/core';
import { Suspense } from 'react';
import { lazyNamed } from '../../app/lazyNamed';
import { CenteredLoader } from '../../components/CenteredLoader';
import { t } from '../../i18n';
import type { Profile } from '../../lib/profile';
import { detailRows, detailTabs } from './detailSections';
import classes from './ProfileView.module.css';

// The partner preferences show when their tab is chosen: their code and texts load then.
const PartnerPreferences = lazyNamed(() => import('./PartnerPreferences'), 'PartnerPreferences');

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
            <Suspense fallback={<CenteredLoader />}>
              <PartnerPreferences profile={profile} />
            </Suspense>
          ) : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
