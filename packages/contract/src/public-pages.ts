/**
 * The pages anyone may open, with the title and description search engines get: the web app sets
 * them in the tab, the server writes them into the page it sends (for crawlers and link previews)
 * and lists the pages in sitemap.xml. No zod here, so the web bundle stays small.
 */
export const SITE_TITLE = 'Jodi – Community Matrimony';
export const SITE_DESCRIPTION =
  'Jodi is the matrimony service of our community: find brides and grooms, verified profiles, Gun Milan scores and chat, for members and the families who help them.';

export interface PublicPage {
  path: string;
  /** Empty for the home page, which shows the site title alone. */
  title: string;
  description: string;
}

export const PUBLIC_PAGES = {
  home: { path: '/', title: '', description: SITE_DESCRIPTION },
  featured: { path: '/featured', title: 'Features', description: 'What Jodi offers to the community.' },
  blogs: { path: '/blogs', title: 'Blogs', description: 'Stories and advice from the Jodi community.' },
  subscription: {
    path: '/subscription',
    title: 'Membership plans',
    description: 'Plans Hope, Belief and Trust.',
  },
  terms: {
    path: '/terms-and-conditions',
    title: 'Terms & Conditions',
    description: 'Terms and conditions of Jodi.',
  },
  deleteAccount: {
    path: '/delete/account',
    title: 'Delete account',
    description: 'How to delete your Jodi account.',
  },
  login: { path: '/login', title: 'Login', description: 'Sign in to Jodi, the community matrimony service.' },
  signup: {
    path: '/signup',
    title: 'Sign up',
    description: 'Create your Jodi account and start your search.',
  },
} as const satisfies Record<string, PublicPage>;

/** "Blogs – Jodi"; the site title alone for the home page. */
export function pageTitle(title: string): string {
  return title ? `${title} – Jodi` : SITE_TITLE;
}
