import { Anchor, Button, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconCheck, IconFileText, IconX } from '@tabler/icons-react';
import { type FormEvent, type MouseEvent, useState } from 'react';
import { Link } from 'react-router';
import { CenteredLoader } from '../../components/CenteredLoader';
import { LoadFailed } from '../../components/LoadFailed';
import { NoRecords } from '../../components/NoRecords';
import { PageSection } from '../../components/PageSection';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { openAuthorizedFile } from '../../lib/files';
import { notify } from '../../lib/notify';
import { encodeProfileId } from '../../lib/profileId';
import { usePageMeta } from '../../lib/usePageMeta';
import { documentFileUrl, type ReviewDoc } from './documents';
import { usePendingDocuments, useReviewDocument } from './verification.api';

const REASON_MAX = 500;

function displayName(doc: ReviewDoc): string {
  return [doc.name, doc.lastName].filter(Boolean).join(' ') || t.review.unnamed;
}

interface RejectDialogProps {
  doc: ReviewDoc | null;
  loading: boolean;
  onCancel(): void;
  onConfirm(reason: string): void;
}

/** Rejecting asks for the reason the member will see ('Rejected: {reason}'); it is required. */
function RejectDialog({ doc, loading, onCancel, onConfirm }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(t.review.reasonRequired);
      return;
    }
    onConfirm(trimmed);
  };
  return (
    <Modal opened={doc !== null} onClose={close} title={t.review.rejectTitle} centered size="sm">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {doc ? (
            <Text size="sm">
              {displayName(doc)} · {t.verification.docTypes[doc.doc_type] ?? doc.doc_type}
            </Text>
          ) : null}
          <Textarea
            label={t.review.reason}
            required
            autosize
            minRows={2}
            maxLength={REASON_MAX}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (error) setError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" color="navy.9" onClick={close}>
              {t.review.cancel}
            </Button>
            <Button type="submit" color="red.8" loading={loading}>
              {t.review.confirmReject}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DocumentRow({
  doc,
  busy,
  onApprove,
  onReject,
}: {
  doc: ReviewDoc;
  busy: boolean;
  onApprove(): void;
  onReject(): void;
}) {
  const name = displayName(doc);
  const href = documentFileUrl(doc);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openAuthorizedFile(href, `${doc.doc_type}-document`).catch(() => notify.error(t.verification.openFailed));
  };
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/profile/${encodeProfileId(doc.profile_id)}`} fw={600}>
          {name}
        </Anchor>
      </Table.Td>
      <Table.Td>{t.verification.docTypes[doc.doc_type] ?? doc.doc_type}</Table.Td>
      <Table.Td>
        <time dateTime={doc.created_at}>{formatDateTime(doc.created_at)}</time>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Anchor href={href} onClick={open} size="sm" fw={600}>
            <Group gap={4} component="span" wrap="nowrap">
              <IconFileText aria-hidden size={16} />
              {t.review.open}
            </Group>
          </Anchor>
          <Button
            size="compact-sm"
            color="green.8"
            leftSection={<IconCheck aria-hidden size={14} />}
            disabled={busy}
            onClick={onApprove}
          >
            {t.review.approve}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red.8"
            leftSection={<IconX aria-hidden size={14} />}
            disabled={busy}
            onClick={onReject}
          >
            {t.review.reject}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** /admin/verification (staff): documents waiting for review, each approved or rejected with a reason. */
export function ReviewDocumentsPage() {
  const { title, description } = t.pages.adminVerification;
  usePageMeta(title, description);
  const docs = usePendingDocuments();
  const review = useReviewDocument();
  const [rejecting, setRejecting] = useState<ReviewDoc | null>(null);
  const list = docs.data ?? [];

  const approve = (doc: ReviewDoc) =>
    review.mutate(
      { id: doc.id, approve: true },
      {
        onSuccess: () => notify.success(t.review.approved),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  const reject = (reason: string) => {
    if (!rejecting) return;
    review.mutate(
      { id: rejecting.id, approve: false, reason },
      {
        onSuccess: () => {
          notify.success(t.review.rejected);
          setRejecting(null);
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  return (
    <PageSection title={title} size="lg" back>
      {docs.isPending ? <CenteredLoader /> : null}
      {docs.isError ? <LoadFailed onRetry={() => docs.refetch()} /> : null}
      {docs.isSuccess && list.length === 0 ? <NoRecords hint={t.emptyHints.documents} /> : null}
      {list.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={t.review.listLabel} verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.review.name}</Table.Th>
                <Table.Th>{t.review.type}</Table.Th>
                <Table.Th>{t.review.uploaded}</Table.Th>
                <Table.Th>{t.review.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((doc) => (
                <DocumentRow
                  key={doc.id}
                  doc={doc}
                  busy={review.isPending}
                  onApprove={() => approve(doc)}
                  onReject={() => setRejecting(doc)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <RejectDialog
        key={rejecting?.id ?? 'none'}
        doc={rejecting}
        loading={review.isPending}
        onCancel={() => setRejecting(null)}
        onConfirm={reject}
      />
    </PageSection>
  );
}
