const DAY_MS = 86_400_000;

/** The day `days` from `now` at `hour`:`minute` India time (UTC+5:30), as an instant. */
function istAt(now: Date, days: number, hour: number, minute = 0): Date {
  const day = new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  return new Date(Date.parse(`${day}T00:00:00Z`) + (hour * 60 + minute - 330) * 60_000);
}

/**
 * The demo community's events (decision 34): a vadhu-var parichay melava in a hall in Pune three weeks
 * ahead (₹300 at the venue, 150 seats) and an online one the week after, free; the paid demo member
 * and a few others have seats at the melava. Fixed ids, so a page or test can name them.
 */
export const DEMO_EVENT_IDS = {
  pune: '5e0d3a52-7a6b-4c1e-9b1d-000000000036',
  online: '5e0d3a52-7a6b-4c1e-9b1d-000000000037',
} as const;

export function demoEvents(
  { staffUserId, registered }: { staffUserId: string; registered: readonly { profileId: string }[] },
  now: Date,
) {
  const events = [
    {
      id: DEMO_EVENT_IDS.pune,
      title: 'Pune Vadhu-Var Parichay Melava',
      description:
        'Meet families of the community in person. Each bride and groom is introduced on stage; bring two printed copies of your biodata.\nTea and snacks are served.',
      startsAt: istAt(now, 21, 10, 30),
      endsAt: istAt(now, 21, 17, 0),
      city: 'Pune',
      venue: 'Ganesh Kala Krida Manch, Swargate, Pune 411042',
      online: false,
      fee: 300,
      capacity: 150,
      createdByUserId: staffUserId,
    },
    {
      id: DEMO_EVENT_IDS.online,
      title: 'Online Parichay Melava for families abroad',
      description: 'An evening introduction for families living outside India, on a video call.',
      startsAt: istAt(now, 28, 19, 0),
      endsAt: istAt(now, 28, 21, 0),
      city: 'Online',
      venue: 'https://meet.jit.si/jodi-demo-parichay-melava',
      online: true,
      fee: 0,
      capacity: 80,
      createdByUserId: staffUserId,
    },
  ];
  const registrations = registered.map((account, i) => ({
    eventId: DEMO_EVENT_IDS.pune,
    profileId: account.profileId,
    createdAt: new Date(now.getTime() - (i + 1) * 3_600_000),
  }));
  return { events, registrations };
}
