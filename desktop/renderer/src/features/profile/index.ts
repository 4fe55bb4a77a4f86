export { OwnProfile } from './own-profile.tsx';
export { PublicProfile } from './public-profile.tsx';
export { StreakBadge } from './streak-badge.tsx';
export { browserTimeZone, calendarDate } from './browser-time-zone.ts';
export { profileKey, useProfileStats } from './use-profile-stats.ts';
export { profileApi } from './profile-api.ts';
