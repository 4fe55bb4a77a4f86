import type { ConstraintModule } from '../constraint-module.ts';
import { text } from '../promise-kit.ts';

export const longestPalindromicSubstring: ConstraintModule = {
  promises: {
    // Grows a palindrome around every centre; unique means one text of the longest length.
    'In every test, the longest palindromic substring is unique.': ({ values }) => {
      const s = text(values.s);
      let longest = new Set<string>();
      let best = 0;
      for (let centre = 0; centre < 2 * s.length - 1; centre++) {
        let [left, right] = [Math.floor(centre / 2), Math.ceil(centre / 2)];
        while (left >= 0 && right < s.length && s[left] === s[right])
          [left, right] = [left - 1, right + 1];
        const length = right - left - 1;
        if (length > best) [best, longest] = [length, new Set()];
        if (length === best && length > 0) longest.add(s.slice(left + 1, right));
      }
      return longest.size <= 1 ? null : `${longest.size} palindromes of length ${best}`;
    },
  },
};
