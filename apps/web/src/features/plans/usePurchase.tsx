import { INVALID_LINK_NOTICE_MS, type PaidPlanName, type PlanPeriod, planPrice } from '@jodi/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { hasCode } from '../../api/ApiError';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import { useCheckout } from './checkout';
import { PlanActiveDialog } from './PlanActiveDialog';
import { type Buyer, confirmPayment, createOrder } from './plans.api';

export interface PlanChoice {
  plan: PaidPlanName;
  period: PlanPeriod;
}

/**
 * Buying a plan (spec 7, 8): order → checkout → POST payments with the order's amount in paise →
 * 'Payment was successful', a few seconds of why the member signs in again (PlanActiveDialog), then
 * 'Please sign in to continue' and on to `doneTo`. A cancelled checkout
 * warns 'Payment process was cancelled'; any failure says 'Something went wrong. Please try again
 * later', except an unknown member link (404), which says 'Expired or invalid link' for 5 s, and
 * a member link on the payment sandbox (403), which asks to sign in.
 */
export function usePurchase(buyer: Buyer | null, doneTo: string) {
  const navigate = useNavigate();
  const { checkout, dialog } = useCheckout();
  const [busy, setBusy] = useState<PlanChoice | null>(null);
  const [paid, setPaid] = useState(false);

  const signInAgain = () => {
    setPaid(false);
    notify.info(t.plans.signInToContinue);
    navigate(doneTo, { replace: true });
  };

  const buy = async (choice: PlanChoice) => {
    if (!buyer || busy) return;
    setBusy(choice);
    try {
      const order = await createOrder(buyer, planPrice(choice.plan, choice.period));
      const result = await checkout(order);
      if (result === 'cancelled') {
        notify.warning(t.plans.paymentCancelled);
        return;
      }
      await confirmPayment(buyer, result, order.amount);
      notify.success(t.plans.paymentSuccessful);
      setPaid(true);
    } catch (error) {
      if (buyer.kind === 'link' && hasCode(error, 'MEMBER_LINK_INVALID')) {
        notify.error(t.plans.expiredLink, { autoClose: INVALID_LINK_NOTICE_MS });
      } else if (buyer.kind === 'link' && hasCode(error, 'SANDBOX_NEEDS_SIGN_IN')) {
        notify.error(t.plans.linkNeedsSignIn);
      } else {
        notify.error(t.plans.somethingWentWrong);
      }
    } finally {
      setBusy(null);
    }
  };

  return {
    buy: (choice: PlanChoice) => void buy(choice),
    busy,
    dialog: (
      <>
        {dialog}
        {paid ? <PlanActiveDialog onContinue={signInAgain} /> : null}
      </>
    ),
  };
}
