import { Alert, Text } from '@mantine/core';
import { t } from '../../i18n';
import { useDeliveryFailures } from './useDeliveryFailures';

/** The staff desk's line on notifications that never arrived (counts only, no member data). */
export function DeliveryFailures() {
  const failures = useDeliveryFailures();
  if (!failures.data) return null;
  const { push, email } = failures.data;
  const any = push + email > 0;
  return (
    <Alert color={any ? 'orange' : 'green'} variant="light" title={t.moderation.deliveryFailuresTitle}>
      <Text>{t.moderation.deliveryFailures({ push, email })}</Text>
    </Alert>
  );
}
