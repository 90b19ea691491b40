import { Tabs } from '@mantine/core';
import { type ComponentProps, Suspense } from 'react';
import { lazyNamed } from '../../app/lazyNamed';
import { CenteredLoader } from '../../components/CenteredLoader';
import { t } from '../../i18n';
import type { Profile } from '../../lib/profile';
import { useIsSignedIn } from '../../session';
import { detailRows, detailTabs } from './detailSections';
import classes from './ProfileView.module.css';

// The partner preferences show when their tab is chosen: their code and texts load then.
const PartnerPreferences = lazyNamed(() => import('./PartnerPreferences'), 'PartnerPreferences');
// The birth chart and the Manglik verdict read from it (one chunk, with every language's texts for
// them): loaded when the astrology tab of a profile with a chart is chosen, never with the profile
// view's first load.
const loadKundli = () => import('../kundli/KundliPanel');
type Kundli = Awaited<ReturnType<typeof loadKundli>>;
const KundliPanel = lazyNamed<'KundliPanel', ComponentProps<Kundli['KundliPanel']>>(
  loadKundli,
  'KundliPanel',
);
const ManglikVerdict = lazyNamed<'ManglikVerdict', ComponentProps<Kundli['ManglikVerdict']>>(
  loadKundli,
  'ManglikVerdict',
);

/** The five detail tabs of spec 2, each a list of label/value rows; on a phone all five show as tiles. */
export function DetailTabs({ profile }: { profile: Profile }) {
  const tabs = detailTabs();
  // The server sends no chart to visitors; none is drawn for one either way.
  const signedIn = useIsSignedIn();
  const kundli = signedIn ? profile.kundli : null;
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
          <div className={tab.value === 'astrology' && kundli ? classes.astrology : undefined}>
            <dl className={classes.rows}>
              {detailRows(profile, tab).map((row) => (
                <div key={row.field} className={classes.row}>
                  <dt className={classes.rowLabel}>{row.label}</dt>
                  <dd className={classes.rowValue}>
                    {row.computed ? (
                      <Suspense fallback={null}>
                        <ManglikVerdict manglik={row.computed} />
                      </Suspense>
                    ) : (
                      row.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            {tab.value === 'astrology' && kundli ? (
              // Holds the panel's place (heading, style switch, square chart, verdict) while it loads.
              <Suspense fallback={<div className={classes.kundliPlaceholder} aria-hidden="true" />}>
                <KundliPanel kundli={kundli} manglik={profile.manglik ?? null} />
              </Suspense>
            ) : null}
          </div>
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
