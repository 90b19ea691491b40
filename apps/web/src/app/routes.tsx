import { matchPath, type RouteObject } from 'react-router';
import { OwnerOnly } from '../features/family';
import { PATHS } from '../lib/paths';
import { ListingLayout } from './layout/ListingLayout';
import { RootLayout } from './layout/RootLayout';
import { lazyNamed } from './lazyNamed';
import { RequireMember } from './RequireMember';
import { RouteErrorBoundary } from './RouteError';
import { VisitorOnly } from './VisitorOnly';

const LoginPage = lazyNamed(() => import('../features/auth/LoginPage'), 'LoginPage');
const SignupPage = lazyNamed(() => import('../features/auth/SignupPage'), 'SignupPage');
const LogoutPage = lazyNamed(() => import('../features/auth/LogoutPage'), 'LogoutPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const SetPasswordPage = lazyNamed(() => import('../features/auth/SetPasswordPage'), 'SetPasswordPage');
const NotFoundPage = lazyNamed(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage');
const ProfilesPage = lazyNamed(() => import('../features/listing/ProfilesPage'), 'ProfilesPage', 'start');
const ProfileViewPage = lazyNamed(
  () => import('../features/profile-view/ProfileViewPage'),
  'ProfileViewPage',
  'start',
);
const InfoPage = lazyNamed(() => import('../features/profile-form/InfoPage'), 'InfoPage');
const PhotosPage = lazyNamed(() => import('../features/photos/PhotosPage'), 'PhotosPage');
const VideoIntroPage = lazyNamed(() => import('../features/video-intro/VideoIntroPage'), 'VideoIntroPage');
const AddContactsPage = lazyNamed(() => import('../features/contacts/AddContactsPage'), 'AddContactsPage');
const InterestsPage = lazyNamed(() => import('../features/interests/InterestsPage'), 'InterestsPage');
const BlockedPage = lazyNamed(() => import('../features/blocks/BlockedPage'), 'BlockedPage');
const ChatsPage = lazyNamed(() => import('../features/chat/ChatsPage'), 'ChatsPage');
const ChatPage = lazyNamed(() => import('../features/chat/ChatPage'), 'ChatPage');
const SubscriptionPage = lazyNamed(() => import('../features/plans/SubscriptionPage'), 'SubscriptionPage');
const MemberPage = lazyNamed(() => import('../features/plans/MemberPage'), 'MemberPage');
const DocumentUploadPage = lazyNamed(
  () => import('../features/verification/DocumentUploadPage'),
  'DocumentUploadPage',
);
const ReviewDocumentsPage = lazyNamed(
  () => import('../features/verification/ReviewDocumentsPage'),
  'ReviewDocumentsPage',
);
const CallLogsPage = lazyNamed(() => import('../features/staff/CallLogsPage'), 'CallLogsPage');
const ReportsPage = lazyNamed(() => import('../features/staff/ReportsPage'), 'ReportsPage');
const StaffDeskPage = lazyNamed(() => import('../features/staff/StaffDeskPage'), 'StaffDeskPage');
const BlogsPage = lazyNamed(() => import('../features/content/BlogsPage'), 'BlogsPage');
const BlogPostPage = lazyNamed(() => import('../features/content/BlogPostPage'), 'BlogPostPage');
const FeaturesPage = lazyNamed(() => import('../features/content/FeaturesPage'), 'FeaturesPage');
const TermsPage = lazyNamed(() => import('../features/content/TermsPage'), 'TermsPage');
const DeleteAccountPage = lazyNamed(
  () => import('../features/content/DeleteAccountPage'),
  'DeleteAccountPage',
);
const AdvertisePage = lazyNamed(() => import('../features/ads/AdvertisePage'), 'AdvertisePage');
const BlogsAdminPage = lazyNamed(() => import('../features/content/staff/BlogsAdminPage'), 'BlogsAdminPage');
const SiteTextsPage = lazyNamed(() => import('../features/content/staff/SiteTextsPage'), 'SiteTextsPage');
const AdsAdminPage = lazyNamed(() => import('../features/ads/staff/AdsAdminPage'), 'AdsAdminPage');
const MatchesPage = lazyNamed(() => import('../features/matchmaking/MatchesPage'), 'MatchesPage', 'start');
const PreferencesPage = lazyNamed(() => import('../features/matchmaking/PreferencesPage'), 'PreferencesPage');
const VisitorsPage = lazyNamed(() => import('../features/matchmaking/VisitorsPage'), 'VisitorsPage');
const GuidedStartPage = lazyNamed(
  () => import('../features/guided-start/GuidedStartPage'),
  'GuidedStartPage',
);
const PrivacyPage = lazyNamed(() => import('../features/privacy/PrivacyPage'), 'PrivacyPage');
const NotificationsPage = lazyNamed(
  () => import('../features/notifications/NotificationsPage'),
  'NotificationsPage',
);
const NotificationSettingsPage = lazyNamed(
  () => import('../features/notifications/NotificationSettingsPage'),
  'NotificationSettingsPage',
);
const FamilyPage = lazyNamed(() => import('../features/family/FamilyPage'), 'FamilyPage');
const AcceptInvitePage = lazyNamed(() => import('../features/family/AcceptInvitePage'), 'AcceptInvitePage');
const EventsPage = lazyNamed(() => import('../features/events/EventsPage'), 'EventsPage');
const EventPage = lazyNamed(() => import('../features/events/EventPage'), 'EventPage');
const EventsDeskPage = lazyNamed(() => import('../features/events/staff/EventsDeskPage'), 'EventsDeskPage');
const LeadsAdminPage = lazyNamed(() => import('../features/ads/staff/LeadsAdminPage'), 'LeadsAdminPage');

/** The route table of spec 2. */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: <ListingLayout />,
        children: [
          { path: PATHS.home, element: <ProfilesPage mode="all" /> },
          { path: PATHS.profiles, element: <ProfilesPage mode="all" /> },
          { path: PATHS.filteredProfiles, element: <ProfilesPage mode="filtered" /> },
          {
            element: <RequireMember />,
            children: [
              { path: PATHS.savedProfiles, element: <ProfilesPage mode="saved" /> },
              { path: PATHS.matches, element: <MatchesPage /> },
            ],
          },
        ],
      },
      {
        element: <VisitorOnly />,
        children: [
          { path: PATHS.login, element: <LoginPage /> },
          { path: PATHS.signup, element: <SignupPage /> },
        ],
      },
      { path: PATHS.logout, element: <LogoutPage /> },
      { path: PATHS.resetPassword, element: <ResetPasswordPage /> },
      {
        element: <RequireMember />,
        children: [
          // Decision 33: while acting for a managed profile, the owner's account screens say whose they are.
          {
            element: <OwnerOnly accountOwn />,
            children: [{ path: PATHS.setPassword, element: <SetPasswordPage /> }],
          },
          {
            element: <OwnerOnly />,
            children: [
              { path: PATHS.privacy, element: <PrivacyPage /> },
              { path: PATHS.family, element: <FamilyPage /> },
            ],
          },
          { path: PATHS.info, element: <InfoPage /> },
          { path: PATHS.interests, element: <InterestsPage /> },
          { path: PATHS.blocked, element: <BlockedPage /> },
          { path: PATHS.chats, element: <ChatsPage /> },
          { path: PATHS.chat, element: <ChatPage /> },
          { path: PATHS.uploadIntro, element: <VideoIntroPage /> },
          { path: PATHS.uploadDoc, element: <DocumentUploadPage key="GovID" page="uploadDoc" /> },
          { path: PATHS.uploadJobDoc, element: <DocumentUploadPage key="JobID" page="uploadJobDoc" /> },
          {
            path: PATHS.uploadIncomeDoc,
            element: <DocumentUploadPage key="SalaryID" page="uploadIncomeDoc" />,
          },
          { path: PATHS.uploadPics, element: <PhotosPage /> },
          { path: PATHS.addContacts, element: <AddContactsPage /> },
          { path: PATHS.advertise, element: <AdvertisePage /> },
          { path: PATHS.preferences, element: <PreferencesPage /> },
          { path: PATHS.visitors, element: <VisitorsPage /> },
          { path: PATHS.start, element: <GuidedStartPage /> },
          { path: PATHS.notifications, element: <NotificationsPage /> },
          { path: PATHS.notificationSettings, element: <NotificationSettingsPage /> },
        ],
      },
      {
        element: <RequireMember staff />,
        children: [
          { path: PATHS.staffDesk, element: <StaffDeskPage /> },
          { path: PATHS.callLogs, element: <CallLogsPage /> },
          { path: PATHS.adminVerification, element: <ReviewDocumentsPage /> },
          { path: PATHS.adminReports, element: <ReportsPage /> },
          { path: PATHS.adminBlogs, element: <BlogsAdminPage /> },
          { path: PATHS.adminAds, element: <AdsAdminPage /> },
          { path: PATHS.adminLeads, element: <LeadsAdminPage /> },
          { path: PATHS.adminTexts, element: <SiteTextsPage /> },
          { path: PATHS.adminEvents, element: <EventsDeskPage /> },
        ],
      },
      { path: PATHS.profile, element: <ProfileViewPage /> },
      {
        element: <OwnerOnly />,
        children: [
          { path: PATHS.member, element: <MemberPage /> },
          { path: PATHS.subscription, element: <SubscriptionPage /> },
        ],
      },
      {
        element: <OwnerOnly accountOwn />,
        children: [{ path: PATHS.deleteAccount, element: <DeleteAccountPage /> }],
      },
      { path: PATHS.familyAccept, element: <AcceptInvitePage /> },
      { path: PATHS.featured, element: <FeaturesPage /> },
      { path: PATHS.blogs, element: <BlogsPage /> },
      { path: PATHS.events, element: <EventsPage /> },
      { path: PATHS.event, element: <EventPage /> },
      { path: PATHS.blog, element: <BlogPostPage /> },
      { path: PATHS.terms, element: <TermsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The screens members land on most, by path: main.tsx loads the one being opened before the first
 * render (its chunk is already on its way: the server preloads it with the shell), so it paints in
 * the first pass rather than after a loading indicator.
 */
const SCREENS_LOADED_AHEAD = [
  { paths: [PATHS.home, PATHS.profiles, PATHS.filteredProfiles, PATHS.savedProfiles], screen: ProfilesPage },
  { paths: [PATHS.profile], screen: ProfileViewPage },
  { paths: [PATHS.matches], screen: MatchesPage },
];

/** Loads the screen of `pathname` if it is one of those; resolves at once for any other path. */
export function preloadScreenOf(pathname: string): Promise<unknown> {
  const found = SCREENS_LOADED_AHEAD.find(({ paths }) => paths.some((path) => matchPath(path, pathname)));
  return found ? found.screen.preload() : Promise.resolve();
}
