import type { StaffAd } from '@jodi/contract';
import { Button, Group, Table } from '@mantine/core';
import { IconBroadcast, IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { StatusBadge } from '../../../components/StatusBadge';
import { t } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { formatPrice } from '../formatPrice';

const STATUS_COLORS: Record<string, string> = { active: 'green.9', delayed: 'orange.9', inactive: 'gray.7' };

interface AdsTableProps {
  ads: StaffAd[];
  pushing: string | null;
  onPreview(ad: StaffAd): void;
  onPush(ad: StaffAd): void;
  onEdit(ad: StaffAd): void;
  onDelete(ad: StaffAd): void;
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;
/** Staff: every ad with its status, price and advertiser, and what staff can do with it. */
export function AdsTable({ ads, pushing, onPreview, onPush, onEdit, onDelete }: AdsTableProps) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table aria-label={t.staffAds.listLabel} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.staffAds.title}</Table.Th>
            <Table.Th>{t.staffContent.status}</Table.Th>
            <Table.Th>{t.staffAds.price}</Table.Th>
            <Table.Th>{t.staffAds.advertiserName}</Table.Th>
            <Table.Th>{t.staffContent.created}</Table.Th>
            <Table.Th>{t.staffContent.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ads.map((ad) => (
            <Table.Tr key={ad.id}>
              <Table.Td fw={600} miw={180}>
                {ad.title}
              </Table.Td>
              <Table.Td style={NOWRAP}>
                <StatusBadge
                  label={t.staffAds.statuses[ad.status] ?? ad.status}
                  color={STATUS_COLORS[ad.status] ?? 'gray.7'}
                />
              </Table.Td>
              <Table.Td style={NOWRAP}>{ad.price === null ? '' : formatPrice(ad.price)}</Table.Td>
              <Table.Td>{ad.advertiser_name ?? ''}</Table.Td>
              <Table.Td style={NOWRAP}>
                <time dateTime={ad.created_at}>{formatDate(ad.created_at)}</time>
              </Table.Td>
              <Table.Td style={NOWRAP}>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    leftSection={<IconEye aria-hidden size={14} />}
                    aria-label={t.staffAds.previewAd(ad.title)}
                    onClick={() => onPreview(ad)}
                  >
                    {t.staffAds.preview}
                  </Button>
                  <Button
                    size="compact-sm"
                    leftSection={<IconBroadcast aria-hidden size={14} />}
                    aria-label={t.staffAds.pushAd(ad.title)}
                    disabled={ad.status === 'inactive' || (pushing !== null && pushing !== ad.id)}
                    loading={pushing === ad.id}
                    onClick={() => onPush(ad)}
                  >
                    {t.staffAds.push}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="navy.9"
                    leftSection={<IconEdit aria-hidden size={14} />}
                    aria-label={t.staffAds.editAd(ad.title)}
                    onClick={() => onEdit(ad)}
                  >
                    {t.staffContent.edit}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red.8"
                    leftSection={<IconTrash aria-hidden size={14} />}
                    aria-label={t.staffAds.deleteAd(ad.title)}
                    onClick={() => onDelete(ad)}
                  >
                    {t.staffContent.delete}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
