import { profileLabelsEn } from '@jodi/i18n/labels/en';
import { account } from './account';
import { language } from './language';
import { profiles } from './profiles';
import { shell } from './shell';
import { social } from './social';
import { staff } from './staff';

/**
 * The source catalogue: every text of the web app in English, in six areas. Texts quoted by the
 * product spec are copied word for word. Messages with placeholders are ICU (`icu<{ name: string }>`);
 * mr/ and hi/ give each the same keys (`Translation<typeof en>`), checked by catalogues.test.ts.
 */
export const en = {
  ...shell,
  ...account,
  ...profiles,
  ...social,
  ...staff,
  ...language,
  labels: profileLabelsEn,
};
