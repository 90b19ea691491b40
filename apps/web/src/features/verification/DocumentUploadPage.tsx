import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { type MouseEvent, useId, useState } from 'react';
import { CenteredLoader } from '../../components/CenteredLoader';
import { FileDropZone } from '../../components/FileDropZone';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSection } from '../../components/PageSection';
import { UploadProgress } from '../../components/UploadProgress';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import { openAuthorizedFile } from '../../lib/files';
import { notify } from '../../lib/notify';
import { usePageMeta } from '../../lib/usePageMeta';
import {
  checkDocument,
  DOCUMENT_ACCEPT,
  type DocStatus,
  type DocType,
  documentFileUrl,
  documentUploadError,
  latestOfType,
  type VerificationDoc,
} from './documents';
import { useMyDocuments, useUploadDocument } from './verification.api';

/** The three upload screens of spec 2: their page texts (title and hint) and document type. */
export const DOCUMENT_SCREENS = {
  uploadDoc: 'GovID',
  uploadJobDoc: 'JobID',
  uploadIncomeDoc: 'SalaryID',
} as const satisfies Record<string, DocType>;

export type DocumentScreen = keyof typeof DOCUMENT_SCREENS;

const STATUS_COLOR: Record<DocStatus, string> = {
  pending: 'orange.9',
  approved: 'green.9',
  rejected: 'red.9',
};

function statusText(doc: VerificationDoc): string {
  if (doc.status === 'approved') return t.verification.approved;
  if (doc.status === 'rejected')
    return doc.reason ? t.verification.rejectedBecause({ reason: doc.reason }) : t.verification.rejected;
  return t.verification.pending;
}

function SentDocument({ doc }: { doc: VerificationDoc }) {
  const headingId = useId();
  const href = documentFileUrl(doc);
  const view = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openAuthorizedFile(href, `${doc.doc_type}-document`).catch(() => notify.error(t.verification.openFailed));
  };
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} fz="h4" id={headingId}>
          {t.verification.statusTitle}
        </Title>
        <Text role="status" fw={700} c={STATUS_COLOR[doc.status]} style={{ overflowWrap: 'anywhere' }}>
          {statusText(doc)}
        </Text>
        <Text size="sm" c="dimmed">
          {t.verification.sentOn({ date: formatDateTime(doc.created_at) })}
        </Text>
        <Anchor href={href} onClick={view} size="sm" fw={600} style={{ alignSelf: 'flex-start' }}>
          <Group gap={6} component="span" wrap="nowrap">
            <IconFileText aria-hidden size={16} />
            {t.verification.viewFile}
          </Group>
        </Anchor>
      </Stack>
    </Paper>
  );
}

function Uploader({ docType, again }: { docType: DocType; again: boolean }) {
  const upload = useUploadDocument(docType);
  const [problem, setProblem] = useState<string | null>(null);

  const onFiles = ([file]: File[]) => {
    if (!file) return;
    const found = checkDocument(file);
    setProblem(found);
    if (found) return;
    upload.mutate(file, {
      onSuccess: () => notify.success(t.verification.uploaded),
      onError: (error) => {
        notify.error(t.verification.uploadFailed);
        setProblem(documentUploadError(error));
      },
    });
  };

  return (
    <Stack gap="sm">
      <FileDropZone
        label={again ? t.verification.uploadAgain : t.verification.choose}
        hint={t.verification.fileHint}
        accept={DOCUMENT_ACCEPT}
        disabled={upload.isPending}
        onFiles={onFiles}
      />
      {upload.isPending ? (
        <UploadProgress label={t.verification.uploading} percent={upload.progress?.percent ?? 0} />
      ) : null}
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * /upload/doc, /upload/job/doc and /upload/income/doc: choose one document (PDF, JPEG or PNG, at most
 * 10 MB), upload it with progress, then see where it stands: pending review, verified or rejected
 * with the reason. A new upload replaces a pending one; a rejected one can be sent again.
 */
export function DocumentUploadPage({ page }: { page: DocumentScreen }) {
  const docType = DOCUMENT_SCREENS[page];
  const { title, description } = t.pages[page];
  usePageMeta(title, description);
  const docs = useMyDocuments();
  const current = docs.data ? latestOfType(docs.data, docType) : null;

  return (
    <PageSection title={title} intro={description} size="sm" back>
      {docs.isPending ? <CenteredLoader /> : null}
      {docs.isError ? <LoadFailed onRetry={() => docs.refetch()} /> : null}
      {docs.isSuccess ? (
        <Stack gap="md">
          {current ? <SentDocument doc={current} /> : <Text>{t.verification.none}</Text>}
          <Uploader docType={docType} again={current !== null} />
        </Stack>
      ) : null}
    </PageSection>
  );
}
