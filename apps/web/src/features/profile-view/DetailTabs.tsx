import { Tabs } from '@mantine/core';
import { t } from '../../i18n';
import type { Profile } from '../../lib/profile';
import { DETAIL_TABS, detailRows } from './detailSections';
import classes from './ProfileView.module.css';

/** The five detail tabs of spec 2, each a list of label/value rows. */
export function DetailTabs({ profile }: { profile: Profile }) {
  return (
    <Tabs defaultValue={DETAIL_TABS[0]?.value} keepMounted={false}>
      <div className={classes.tabsScroll}>
        <Tabs.List className={classes.tabsList} aria-label={t.profileView.detailsLabel}>
          {DETAIL_TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} className={classes.tab}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </div>
      {DETAIL_TABS.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          <dl className={classes.rows}>
            {detailRows(profile, tab).map((row) => (
              <div key={row.field} className={classes.row}>
                <dt className={classes.rowLabel}>{row.label}</dt>
                <dd className={classes.rowValue}>{row.value}</dd>
              </div>
            ))}
          </dl>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
