import { pageRoutes } from '@zencode/shared/contract';

/** A section of the app in the top bar: admin-only, or also among a signed-in user's menu items. */
export interface AppLink {
  to: string;
  label: string;
  admin?: boolean;
  inUserMenu?: boolean;
}

/** The top bar's sections, in order. */
export const appLinks: readonly AppLink[] = [
  { to: pageRoutes.problems, label: 'Problems' },
  { to: pageRoutes.studyPlan, label: 'Study plan' },
  { to: pageRoutes.review, label: 'Review', inUserMenu: true },
  { to: pageRoutes.interview, label: 'Interview' },
  { to: pageRoutes.compiler, label: 'Compiler', inUserMenu: true },
  { to: pageRoutes.leaderboard, label: 'Leaderboard' },
  // Active for /profile and every /profile/{username}.
  { to: pageRoutes.profile, label: 'Profile', inUserMenu: true },
  { to: pageRoutes.dashboard, label: 'Dashboard', admin: true, inUserMenu: true },
];
