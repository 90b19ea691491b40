/** Query keys of the staff desk; the prefixes let one change refresh every page or search of a list. */
export const staffKeys = {
  callLogs: ['staff', 'call-logs'] as const,
  callLogPage: (query: string) => ['staff', 'call-logs', query] as const,
  admins: ['staff', 'admins'] as const,
  groupProfiles: (search: string) => ['staff', 'group-profiles', search] as const,
  trails: ['staff', 'trails'] as const,
  trail: (pid: string) => ['staff', 'trails', pid] as const,
  reports: ['staff', 'reports'] as const,
  reportPage: (status: string, page: number) => ['staff', 'reports', status, page] as const,
  deliveryFailures: ['staff', 'delivery-failures'] as const,
  desk: ['staff', 'desk'] as const,
};
