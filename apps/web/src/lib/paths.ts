import { encodeProfileId } from './profileId';

/**
 * Every route of spec 2 (plus /signup, /reset-password, /set-password, /blocked, the advert leads form
 * /advertise, /settings/privacy, /notifications, /settings/notifications and the staff screens under
 * /admin/), in one place.
 */
export const PATHS = {
  home: '/',
  profiles: '/profiles',
  savedProfiles: '/saved/profiles',
  filteredProfiles: '/filtered/profiles',
  login: '/login',
  signup: '/signup',
  logout: '/logout',
  resetPassword: '/reset-password',
  setPassword: '/set-password',
  info: '/info',
  profile: '/profile/:pid',
  member: '/member',
  interests: '/interests',
  blocked: '/blocked',
  chats: '/chats',
  chat: '/chat',
  callLogs: '/calllogs',
  adminVerification: '/admin/verification',
  adminReports: '/admin/reports',
  staffDesk: '/desk',
  adminBlogs: '/admin/blogs',
  adminAds: '/admin/ads',
  adminLeads: '/admin/leads',
  adminTexts: '/admin/texts',
  featured: '/featured',
  subscription: '/subscription',
  uploadIntro: '/upload/intro',
  uploadDoc: '/upload/doc',
  uploadJobDoc: '/upload/job/doc',
  uploadIncomeDoc: '/upload/income/doc',
  uploadPics: '/upload/pics',
  addContacts: '/add/contacts',
  blogs: '/blogs',
  blog: '/blog/:id',
  deleteAccount: '/delete/account',
  terms: '/terms-and-conditions',
  advertise: '/advertise',
  matches: '/matches',
  preferences: '/preferences',
  visitors: '/visitors',
  start: '/start',
  privacy: '/settings/privacy',
  notifications: '/notifications',
  notificationSettings: '/settings/notifications',
  /** Decision 33: the owner's family (who manages the profile) and the invitation mail's link. */
  family: '/family',
  familyAccept: '/family/accept/:token',
  /** Decision 34: community events (public) and the staff's events screen. */
  events: '/events',
  event: '/events/:id',
  adminEvents: '/admin/events',
} as const;

/** The query parameter of /chat naming the conversation partner: base64 of the profile id, as /profile/{pid}. */
export const CHAT_PARTNER_PARAM = 'pid';

/** The web path of the conversation with a profile. */
export function chatPath(profileId: string): string {
  return `${PATHS.chat}?${CHAT_PARTNER_PARAM}=${encodeProfileId(profileId)}`;
}
