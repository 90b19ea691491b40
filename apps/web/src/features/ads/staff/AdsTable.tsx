import type { StaffAd } from '@jodi/contract';
import { Button, Table } from '@mantine/core';
import { IconBroadcast, IconEye } from '@tabler/icons-react';
import { EditDeleteButtons } from '../../../components/staff/EditDeleteButtons';
import { ActionsCell, DateCell, NoWrapCell, StatusCell } from '../../../components/staff/StaffCells';
import { StaffTable } from '../../../components/staff/StaffTable';
import { t } from '../../../i18n';
import { formatPrice } from '../formatPrice';

const STATUS_COLORS: Record<string, string> = { active: 'green.9', delayed: 'orange.9', inactive: 'gray.7' };

const columns = () => [
  t.staffAds.title,
  t.staffContent.status,
  t.staffAds.price,
  t.staffAds.advertiserName,
  t.staffContent.created,
  t.staffContent.actions,
];

interface AdsTableProps {
  ads: StaffAd[];
  pushing: string | null;
  onPreview(ad: StaffAd): void;
  onPush(ad: StaffAd): void;
  onEdit(ad: StaffAd): void;
  onDelete(ad: StaffAd): void;
}

/** Staff: every ad with its status, price and advertiser, and what staff can do with it. */
export function AdsTable({ ads, pushing, onPreview, onPush, onEdit, onDelete }: AdsTableProps) {
  return (
    <StaffTable label={t.staffAds.listLabel} columns={columns()} minWidth={1000}>
      {ads.map((ad) => (
        <Table.Tr key={ad.id}>
          <Table.Td fw={600} miw={180}>
            {ad.title}
          </Table.Td>
          <StatusCell
            label={t.staffAds.statuses[ad.status] ?? ad.status}
            color={STATUS_COLORS[ad.status] ?? 'gray.7'}
          />
          <NoWrapCell>{ad.price === null ? '' : formatPrice(ad.price)}</NoWrapCell>
          <Table.Td>{ad.advertiser_name ?? ''}</Table.Td>
          <DateCell iso={ad.created_at} />
          <ActionsCell>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconEye aria-hidden size={14} />}
              aria-label={t.staffAds.previewAd({ title: ad.title })}
              onClick={() => onPreview(ad)}
            >
              {t.staffAds.preview}
            </Button>
            <Button
              size="compact-sm"
              leftSection={<IconBroadcast aria-hidden size={14} />}
              aria-label={t.staffAds.pushAd({ title: ad.title })}
              disabled={ad.status === 'inactive' || (pushing !== null && pushing !== ad.id)}
              loading={pushing === ad.id}
              onClick={() => onPush(ad)}
            >
              {t.staffAds.push}
            </Button>
            <EditDeleteButtons
              editLabel={t.staffAds.editAd({ title: ad.title })}
              deleteLabel={t.staffAds.deleteAd({ title: ad.title })}
              onEdit={() => onEdit(ad)}
              onDelete={() => onDelete(ad)}
            />
          </ActionsCell>
        </Table.Tr>
      ))}
    </StaffTable>
  );
}
