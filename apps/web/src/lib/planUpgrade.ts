import { PLAN_UPGRADE_TOAST_MS } from '@jodi/contract';
import { t } from '../i18n';
import { notify } from './notify';

/** Spec 8: the 'Buy plan' warning shown when the plan lacks a feature (an HTTP 402 or the AI helper). */
export function warnPlanUpgrade(): void {
  notify.warning(t.notices.planUpgradeRequired, {
    title: t.notices.buyPlanTitle,
    autoClose: PLAN_UPGRADE_TOAST_MS,
  });
}
