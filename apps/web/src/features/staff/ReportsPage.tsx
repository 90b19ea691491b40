import type { StaffReport } from '@jodi/contract';
import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { PageSection } from '../../components/PageSection';
import { t } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { miniProfileName } from '../../lib/social';
import { usePageMeta } from '../../lib/usePageMeta';
import { DeliveryFailures } from './DeliveryFailures';
import { ListStatus } from './ListStatus';
import { Pager } from './Pager';
import type { ReportRowActions } from './ReportRow';
import { ReportsTable } from './ReportsTable';
import { REPORT_STATUSES, type ReportStatus } from './reportQuery';
import { SuspendDialog } from './SuspendDialog';
import { pageCount } from './staffPaging';
import { TrailDrawer } from './TrailDrawer';
import type { TrailTarget } from './trailTarget';
import { type ModerationAction, useModerationAction } from './useModerationAction';
import { useReports } from './useReports';
import { useReportsView } from './useReportsView';

/** The notice after a moderation action. */
function doneText(kind: ModerationAction['kind']): string {
  const done: Record<ModerationAction['kind'], string> = {
    dismiss: t.moderation.reportDismissed,
    suspend: t.moderation.profileSuspended,
    reinstate: t.moderation.profileReinstated,
  };
  return done[kind];
}

const statusOptions = () =>
  REPORT_STATUSES.map((status) => ({
    value: status,
    label: t.moderation.statuses[status] ?? status,
  }));

/** /admin/reports (staff): members' reports, to suspend the reported profile, dismiss, or reinstate. */
export function ReportsPage() {
  const { title, description } = t.pages.adminReports;
  usePageMeta(title, description);
  const { view, setStatus, setPage } = useReportsView();
  const reports = useReports(view);
  const moderate = useModerationAction();
  const [suspending, setSuspending] = useState<StaffReport | null>(null);
  const [trail, setTrail] = useState<TrailTarget | null>(null);
  const rows = reports.data?.data ?? [];
  const meta = reports.data?.meta;

  const run = (action: ModerationAction, onDone?: () => void) =>
    moderate.mutate(action, {
      onSuccess: () => {
        notify.success(doneText(action.kind));
        onDone?.();
      },
      onError: (error) => notify.error(errorMessage(error)),
    });

  const actions: ReportRowActions = {
    busy: moderate.isPending,
    onSuspend: setSuspending,
    onReinstate: (report) => run({ kind: 'reinstate', profileId: report.reported.id }),
    onDismiss: (report) => run({ kind: 'dismiss', reportId: report.id, profileId: report.reported.id }),
    onOpenTrail: (report) => setTrail({ pid: report.reported.id, name: miniProfileName(report.reported) }),
  };

  return (
    <PageSection title={title} intro={description} size="lg" back>
      <DeliveryFailures />
      <SegmentedControl
        aria-label={t.moderation.statusFilter}
        data={statusOptions()}
        value={view.status}
        onChange={(value) => setStatus(value as ReportStatus)}
        fullWidth
        maw={480}
      />
      <ListStatus
        query={reports}
        empty={reports.isSuccess && rows.length === 0}
        hint={t.emptyHints.reports}
      />
      {rows.length > 0 ? <ReportsTable reports={rows} actions={actions} /> : null}
      {meta && pageCount(meta) > 1 ? (
        <Pager
          label={t.moderation.pagerLabel}
          page={view.page}
          pageCount={pageCount(meta)}
          busy={reports.isPlaceholderData}
          onPageChange={setPage}
        />
      ) : null}
      <SuspendDialog
        key={suspending?.id ?? 'none'}
        name={suspending ? miniProfileName(suspending.reported) : null}
        loading={moderate.isPending}
        onCancel={() => setSuspending(null)}
        onConfirm={(reason) =>
          suspending &&
          run({ kind: 'suspend', profileId: suspending.reported.id, reason }, () => setSuspending(null))
        }
      />
      <TrailDrawer target={trail} onClose={() => setTrail(null)} />
    </PageSection>
  );
}
