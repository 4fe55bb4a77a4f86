export { profileStatsRoutes } from './profile-stats-routes.ts';
export { isTimeZone, nextDayStart, todayIn } from './time-zone.ts';
