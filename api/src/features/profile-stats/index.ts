export { profileStatsRoutes } from './profile-stats-routes.ts';
export { nextDayStart, timeZoneQuerySchema, todayIn } from './time-zone.ts';
