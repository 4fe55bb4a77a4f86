export { countRankedUsers, leaderboardPage } from './leaderboard-page.ts';
export { leaderboardRoutes } from './leaderboard-routes.ts';
export { rankOfUser, type RankedUser } from './rank-of-user.ts';
