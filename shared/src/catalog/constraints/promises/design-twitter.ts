import type { ConstraintModule } from '../constraint-module.ts';
import { int } from '../promise-kit.ts';

export const designTwitter: ConstraintModule = {
  promises: {
    'All the tweets have unique ids.': ({ scopes }) => {
      const seen = new Set<number>();
      for (const scope of scopes.filter((call) => call.method === 'postTweet')) {
        const id = int(scope.values.tweetId);
        if (seen.has(id)) return `${scope.label}: tweet ${id} was posted before`;
        seen.add(id);
      }
      return null;
    },
  },
};
