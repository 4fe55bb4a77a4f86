import type { ConstraintModule } from '../constraint-module.ts';
import { text } from '../promise-kit.ts';

export const designAddAndSearchWordsDataStructure: ConstraintModule = {
  promises: {
    'There are at most 2 dots in word for search queries.': ({ scopes }) => {
      for (const scope of scopes.filter((call) => call.method === 'search')) {
        const dots = text(scope.values.word).split('.').length - 1;
        if (dots > 2) return `${scope.label}: ${dots} dots`;
      }
      return null;
    },
  },
};
