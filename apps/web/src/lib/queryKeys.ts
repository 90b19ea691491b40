/**
 * Query keys shared between features: a screen that changes the member's profile refreshes what
 * other screens (and the top bar) show of it, without importing those screens.
 */
export const queryKeys = {
  myProfile: ['my-profile'] as const,
  profileCompletion: ['profile-completion'] as const,
  sessionUser: ['session-user'] as const,
  profiles: ['profiles'] as const,
  profileView: (id: string) => ['profile-view', id] as const,
  /** Every profile view (the prefix of `profileView`). */
  profileViews: ['profile-view'] as const,
  publicProfile: (pid: string) => ['public-profile', pid] as const,
  similarProfiles: (gender: string, id: string) => ['similar-profiles', gender, id] as const,
  /** Prefix of every similar-profiles row. */
  similarProfilesAll: ['similar-profiles'] as const,
  /** Prefix of every interest list (sent, received, matched). */
  interests: ['interests'] as const,
  interestList: (type: string) => ['interests', type] as const,
  /** The pending interest a profile sent the member, found on the received list. */
  interestFrom: (profileId: string) => ['interests', 'received', 'from', profileId] as const,
  blocks: ['blocks'] as const,
  photos: ['photos'] as const,
  /** The member's own verification documents (GET /api/v1/verification/docs). */
  verificationDocs: ['verification-docs'] as const,
  videoIntro: ['video-intro'] as const,
  contacts: ['contacts'] as const,
  /** The unread chat count (GET /api/v1/counts/subscribe), the bottom bar's badge. */
  chatCount: ['chat-count'] as const,
  chatThreads: ['chat-threads'] as const,
  chatInvites: ['chat-invites'] as const,
  /** Accepted chat requests either way (GET /api/v1/chatrequests?accepted=true). */
  acceptedChatRequests: ['chat-requests', 'accepted'] as const,
  /** The member's plan and payments (GET /api/v1/payments). */
  payments: ['payments'] as const,
  /** Prefix of every conversation's pages. */
  conversations: ['conversation'] as const,
  conversation: (profileId: string) => ['conversation', profileId] as const,
  /** Matchmaking (decision 16): the member's partner preferences, ranked matches, picks, skips, visitors. */
  preferences: ['preferences'] as const,
  matches: ['matches'] as const,
  todayPicks: ['matches', 'today'] as const,
  skipped: ['matches', 'skipped'] as const,
  visitors: ['visitors'] as const,
  visitorCount: ['visitors', 'count'] as const,
  /** The member's "Download my data" archive (GET /api/v1/my-data). */
  myData: ['my-data'] as const,
  /** The member's privacy choices and pause (GET /api/v1/privacy). */
  privacy: ['privacy'] as const,
  /** The member's notifications, page by page (GET /api/v1/notifications); the first page's meta.unread is the bell's count. */
  notifications: ['notifications'] as const,
  /** How the member wants to be told (GET /api/v1/notification-settings). */
  notificationSettings: ['notification-settings'] as const,
};
