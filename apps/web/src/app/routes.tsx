import type { RouteObject } from 'react-router';
import type { PageKey } from '../i18n';
import { PATHS } from '../lib/paths';
import { ListingLayout } from './layout/ListingLayout';
import { RootLayout } from './layout/RootLayout';
import { lazyNamed } from './lazyNamed';
import { RequireMember } from './RequireMember';
import { RouteError } from './RouteError';
import { VisitorOnly } from './VisitorOnly';

const LoginPage = lazyNamed(() => import('../features/auth/LoginPage'), 'LoginPage');
const SignupPage = lazyNamed(() => import('../features/auth/SignupPage'), 'SignupPage');
const LogoutPage = lazyNamed(() => import('../features/auth/LogoutPage'), 'LogoutPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const SetPasswordPage = lazyNamed(() => import('../features/auth/SetPasswordPage'), 'SetPasswordPage');
const NotFoundPage = lazyNamed(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage');
const ProfilesPage = lazyNamed(() => import('../features/listing/ProfilesPage'), 'ProfilesPage');
const ProfileViewPage = lazyNamed(
  () => import('../features/profile-view/ProfileViewPage'),
  'ProfileViewPage',
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
const ComingSoonPage = lazyNamed(() => import('../features/placeholder/ComingSoonPage'), 'ComingSoonPage');

/** A screen a later issue builds; until then the shared "coming soon" page answers its route. */
const placeholder = (path: string, page: PageKey): RouteObject => ({
  path,
  element: <ComingSoonPage page={page} />,
});

/** The route table of spec 2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <ListingLayout />,
        children: [
          { path: PATHS.home, element: <ProfilesPage mode="all" /> },
          { path: PATHS.profiles, element: <ProfilesPage mode="all" /> },
          { path: PATHS.filteredProfiles, element: <ProfilesPage mode="filtered" /> },
          {
            element: <RequireMember />,
            children: [{ path: PATHS.savedProfiles, element: <ProfilesPage mode="saved" /> }],
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
          { path: PATHS.setPassword, element: <SetPasswordPage /> },
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
        ],
      },
      {
        element: <RequireMember staff />,
        children: [
          placeholder(PATHS.callLogs, 'callLogs'),
          { path: PATHS.adminVerification, element: <ReviewDocumentsPage /> },
        ],
      },
      { path: PATHS.profile, element: <ProfileViewPage /> },
      { path: PATHS.member, element: <MemberPage /> },
      placeholder(PATHS.featured, 'featured'),
      { path: PATHS.subscription, element: <SubscriptionPage /> },
      placeholder(PATHS.blogs, 'blogs'),
      placeholder(PATHS.blog, 'blog'),
      placeholder(PATHS.deleteAccount, 'deleteAccount'),
      placeholder(PATHS.terms, 'terms'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
