const HOUR_MS = 3_600_000;

interface Account {
  userId: string;
  profileId: string;
  profile: { name?: string | null; lastName?: string | null };
}

/**
 * What waits on the demo's staff home: three calls to prospective families, two of them
 * marked for a follow-up (one assigned to the staff account), and one open report, so /desk and
 * the lists it leads to show work at once. Names and numbers are made up.
 */
export function demoStaffDesk(
  { staff, reporter, reported }: { staff: Account; reporter: Account; reported: Account },
  appName: string,
  now: Date,
) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const call = (
    customerName: string,
    phone: string,
    status: 'call_back_later' | 'follow_up_required' | 'call_completed',
    followup: boolean,
    assigned: boolean,
    remark: string,
    hoursAgo: number,
  ) => ({
    customerName,
    phone,
    status,
    followup,
    remark,
    appName,
    assignedToUserId: assigned ? staff.userId : null,
    createdByUserId: staff.userId,
    createdAt: at(hoursAgo),
    updatedAt: at(hoursAgo),
  });
  return {
    callLogs: [
      call('Sunanda Pawar', '+91 98220 10001', 'call_back_later', true, true, 'Asked to call after 6 pm.', 3),
      call(
        'Dilip Jadhav',
        '+91 98220 10002',
        'follow_up_required',
        true,
        false,
        'Son in Pune; wants the plans.',
        26,
      ),
      call(
        'Meena Kulkarni',
        '+91 98220 10003',
        'call_completed',
        false,
        true,
        'Registered her daughter.',
        50,
      ),
    ],
    reports: [
      {
        reporterProfileId: reporter.profileId,
        reportedProfileId: reported.profileId,
        reason: 'fake_profile',
        details: 'The photo looks like a film actor.',
        createdAt: at(5),
      },
    ],
  };
}
