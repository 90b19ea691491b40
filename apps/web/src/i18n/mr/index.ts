import type { Translation } from '@jodi/i18n';
import { profileLabelsMr } from '@jodi/i18n/labels/mr';
import type { SourceCatalogue } from '../catalogue';
import { account } from './account';
import { language } from './language';
import { profiles } from './profiles';
import { shell } from './shell';
import { social } from './social';
import { staff } from './staff';

/** The web app in Marathi: the same areas and keys as en/, checked by catalogues.test.ts. */
export const mr: Translation<SourceCatalogue> = {
  ...shell,
  ...account,
  ...profiles,
  ...social,
  ...staff,
  ...language,
  labels: profileLabelsMr,
};
