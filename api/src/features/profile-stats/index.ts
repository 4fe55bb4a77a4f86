export { profileStatsRoutes } from './profile-stats-routes.ts';
export { isTimeZone, todayIn } from './time-zone.ts';
