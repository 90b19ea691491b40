import type { StaffAd } from '@jodi/contract';
import { Button, Group, Modal } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageSection } from '../../../components/PageSection';
import { t } from '../../../i18n';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/usePageMeta';
import { ContentStatus } from '../../content/ContentStatus';
import { AdDialog } from '../AdDialog';
import { AdForm } from './AdForm';
import { AdsTable } from './AdsTable';
import { useDeleteAd, usePushAd, useStaffAds } from './staffAds.api';

/** /admin/ads (staff): the ads; create, edit, preview, send live to members online, delete. */
export function AdsAdminPage() {
  const { title, description } = t.pages.adminAds;
  usePageMeta(title, description);
  const ads = useStaffAds();
  const remove = useDeleteAd();
  const push = usePushAd();
  const [editing, setEditing] = useState<{ ad: StaffAd | null } | null>(null);
  const [deleting, setDeleting] = useState<StaffAd | null>(null);
  const [previewing, setPreviewing] = useState<StaffAd | null>(null);
  const list = ads.data ?? [];

  const pushLive = (ad: StaffAd) =>
    push.mutate(ad.id, {
      onSuccess: () => notify.success(t.staffAds.pushed),
      onError: () => notify.error(t.staffAds.pushFailed),
    });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(t.staffAds.deleted),
      onError: () => notify.error(t.staffAds.deleteFailed),
      onSettled: () => setDeleting(null),
    });
  };

  const closeForm = () => setEditing(null);

  return (
    <PageSection title={title} size="lg" back>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus aria-hidden size={16} />} onClick={() => setEditing({ ad: null })}>
          {t.staffAds.newAd}
        </Button>
      </Group>
      {list.length > 0 ? (
        <AdsTable
          ads={list}
          pushing={push.isPending ? (push.variables ?? null) : null}
          onPreview={setPreviewing}
          onPush={pushLive}
          onEdit={(ad) => setEditing({ ad })}
          onDelete={setDeleting}
        />
      ) : null}
      <ContentStatus
        query={ads}
        errorText={t.common.loadFailed}
        empty={ads.isSuccess && list.length === 0}
        emptyText={t.common.noRecords}
      />
      <Modal
        opened={editing !== null}
        onClose={closeForm}
        title={editing?.ad ? t.staffAds.editTitle : t.staffAds.newTitle}
        size="lg"
        closeOnClickOutside={false}
      >
        {editing ? (
          <AdForm key={editing.ad?.id ?? 'new'} ad={editing.ad} onSaved={closeForm} onCancel={closeForm} />
        ) : null}
      </Modal>
      {previewing ? <AdDialog ad={previewing} onClose={() => setPreviewing(null)} /> : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={t.staffAds.deleteTitle(deleting?.title ?? '')}
        confirmLabel={t.staffContent.delete}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {t.staffContent.deleteText}
      </ConfirmDialog>
    </PageSection>
  );
}
