import type { ConstraintModule } from '../constraint-module.ts';

/** The lines name the parts of a ticket. */
export const reconstructItinerary: ConstraintModule = {
  names: {
    from_i: 'tickets[i][0]',
    to_i: 'tickets[i][1]',
  },
};
