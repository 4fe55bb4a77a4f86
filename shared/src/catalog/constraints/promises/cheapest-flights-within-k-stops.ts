import type { ConstraintModule } from '../constraint-module.ts';
import { rows } from '../promise-kit.ts';

export const cheapestFlightsWithinKStops: ConstraintModule = {
  names: { from_i: 'flights[i][0]', to_i: 'flights[i][1]', price_i: 'flights[i][2]' },
  promises: {
    // Flights are one-way: the same two cities may be joined once in each direction.
    'There will not be any multiple flights between two cities.': ({ values }) => {
      const seen = new Set<string>();
      for (const [index, [from, to]] of rows(values.flights).entries()) {
        const key = `${from} ${to}`;
        if (seen.has(key)) return `flights[${index}] repeats the flight from ${from} to ${to}`;
        seen.add(key);
      }
      return null;
    },
  },
};
