import { AD_CLOSE_COUNTDOWN_S, type Ad } from '@jodi/contract';
import { Anchor, Badge, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import { useCountdown } from '../../lib/useCountdown';
import { contactHref } from './adContact';
import { formatPrice } from './formatPrice';

interface AdDialogProps {
  ad: Ad;
  onClose(): void;
}

function AdContact({ contact }: { contact: string }) {
  const href = contactHref(contact);
  return (
    <Text size="sm">
      {t.ads.contact}:{' '}
      {href ? (
        <Anchor
          href={href}
          target={href.startsWith('http') ? '_blank' : undefined}
          rel="noopener noreferrer"
          underline="always"
        >
          {contact}
        </Anchor>
      ) : (
        contact
      )}
    </Text>
  );
}

/**
 * An ad (spec 3). A 'delayed' ad counts down AD_CLOSE_COUNTDOWN_S seconds first, and until then its
 * close button is disabled and neither Escape nor a click outside closes it (spec 4). Mount it anew
 * (a new `key`) for each ad so the countdown starts again.
 */
export function AdDialog({ ad, onClose }: AdDialogProps) {
  const left = useCountdown(ad.status === 'delayed' ? AD_CLOSE_COUNTDOWN_S : 0);
  const canClose = left <= 0;
  const close = () => {
    if (canClose) onClose();
  };
  return (
    <Modal
      opened
      onClose={close}
      title={ad.title}
      centered
      size="md"
      radius="lg"
      closeOnClickOutside={canClose}
      closeOnEscape={canClose}
      closeButtonProps={{ 'aria-label': t.ads.close, disabled: !canClose }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {/* The dialog's content takes the first focus (not the contact link), so nothing looks selected. */}
      <Stack gap="sm" tabIndex={-1} data-autofocus style={{ outline: 'none' }}>
        <Badge variant="light" color="navy" size="sm">
          {t.ads.sponsored}
        </Badge>
        {ad.image_url ? <Image src={ad.image_url} alt="" radius="md" mah={260} fit="cover" /> : null}
        {ad.description ? <Text style={{ whiteSpace: 'pre-line' }}>{ad.description}</Text> : null}
        {ad.price !== null ? (
          <Text fz="xl" fw={700}>
            <Text span size="sm" c="dimmed" fw={400} mr={6}>
              {t.ads.price}
            </Text>
            {formatPrice(ad.price)}
          </Text>
        ) : null}
        {ad.advertiser_name ? (
          <Text size="sm">
            {t.ads.advertiser} <strong>{ad.advertiser_name}</strong>
          </Text>
        ) : null}
        {ad.advertiser_contact ? <AdContact contact={ad.advertiser_contact} /> : null}
        <Group justify="space-between" align="center" mt="xs" gap="xs">
          <Anchor component={Link} to={PATHS.advertise} size="sm" onClick={close}>
            {t.ads.advertise}
          </Anchor>
          {canClose ? null : (
            <Text size="sm" c="dimmed" role="timer">
              {t.ads.closeIn({ seconds: left })}
            </Text>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
