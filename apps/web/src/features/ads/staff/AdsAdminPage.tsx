import type { StaffAd } from '@jodi/contract';
import { useState } from 'react';
import type { Editing } from '../../../components/FormModal';
import { PageSection } from '../../../components/PageSection';
import { QueryList } from '../../../components/QueryList';
import { ConfirmDeleteDialog } from '../../../components/staff/ConfirmDeleteDialog';
import { NewItemButton } from '../../../components/staff/NewItemButton';
import { useConfirmedDelete } from '../../../components/staff/useConfirmedDelete';
import { t } from '../../../i18n';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/usePageMeta';
import { AdDialog } from '../AdDialog';
import { AdFormModal } from './AdFormModal';
import { AdsTable } from './AdsTable';
import { useDeleteAd, usePushAd, useStaffAds } from './staffAds.api';

/** /admin/ads (staff): the ads; create, edit, preview, send live to members online, delete. */
export function AdsAdminPage() {
  const { title, description } = t.pages.adminAds;
  usePageMeta(title, description);
  const ads = useStaffAds();
  const deletion = useConfirmedDelete<StaffAd>(useDeleteAd(), {
    deleted: t.staffAds.deleted,
    failed: t.staffAds.deleteFailed,
  });
  const push = usePushAd();
  const [editing, setEditing] = useState<Editing<StaffAd>>(null);
  const [previewing, setPreviewing] = useState<StaffAd | null>(null);
  const list = ads.data ?? [];

  const pushLive = (ad: StaffAd) =>
    push.mutate(ad.id, {
      onSuccess: () => notify.success(t.staffAds.pushed),
      onError: () => notify.error(t.staffAds.pushFailed),
    });

  return (
    <PageSection title={title} size="lg" back>
      <NewItemButton label={t.staffAds.newAd} onClick={() => setEditing({ item: null })} />
      <QueryList query={ads} count={list.length}>
        <AdsTable
          ads={list}
          pushing={push.isPending ? (push.variables ?? null) : null}
          onPreview={setPreviewing}
          onPush={pushLive}
          onEdit={(ad) => setEditing({ item: ad })}
          onDelete={deletion.ask}
        />
      </QueryList>
      <AdFormModal editing={editing} onClose={() => setEditing(null)} />
      {previewing ? <AdDialog ad={previewing} onClose={() => setPreviewing(null)} /> : null}
      <ConfirmDeleteDialog
        deletion={deletion}
        title={t.staffAds.deleteTitle({ title: deletion.item?.title ?? '' })}
      />
    </PageSection>
  );
}
