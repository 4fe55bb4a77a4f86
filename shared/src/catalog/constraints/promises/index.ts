import type { ConstraintModule } from '../constraint-module.ts';
import { addTwoNumbers } from './add-two-numbers.ts';
import { bambooHarvest } from './bamboo-harvest.ts';
import { cheapestFlightsWithinKStops } from './cheapest-flights-within-k-stops.ts';
import { cloneGraph } from './clone-graph.ts';
import { combinationSum } from './combination-sum.ts';
import { constructBinaryTreeFromPreorderAndInorderTraversal } from './construct-binary-tree-from-preorder-and-inorder-traversal.ts';
import { copyListWithRandomPointer } from './copy-list-with-random-pointer.ts';
import { courseScheduleIi } from './course-schedule-ii.ts';
import { courseSchedule } from './course-schedule.ts';
import { decodeString } from './decode-string.ts';
import { designAddAndSearchWordsDataStructure } from './design-add-and-search-words-data-structure.ts';
import { designTwitter } from './design-twitter.ts';
import { detectSquares } from './detect-squares.ts';
import { encodeAndDecodeStrings } from './encode-and-decode-strings.ts';
import { evaluateReversePolishNotation } from './evaluate-reverse-polish-notation.ts';
import { findMedianFromDataStream } from './find-median-from-data-stream.ts';
import { findMinimumInRotatedSortedArray } from './find-minimum-in-rotated-sorted-array.ts';
import { findTheDuplicateNumber } from './find-the-duplicate-number.ts';
import { gasStation } from './gas-station.ts';
import { graphValidTree } from './graph-valid-tree.ts';
import { insertInterval } from './insert-interval.ts';
import { jumpGameIi } from './jump-game-ii.ts';
import { kClosestPointsToOrigin } from './k-closest-points-to-origin.ts';
import { koiPondCensus } from './koi-pond-census.ts';
import { kthLargestElementInAStream } from './kth-largest-element-in-a-stream.ts';
import { kthSmallestElementInABst } from './kth-smallest-element-in-a-bst.ts';
import { lanternPairs } from './lantern-pairs.ts';
import { linkedListCycle } from './linked-list-cycle.ts';
import { longestPalindromicSubstring } from './longest-palindromic-substring.ts';
import { lowestCommonAncestorOfABinarySearchTree } from './lowest-common-ancestor-of-a-binary-search-tree.ts';
import { majorityElement } from './majority-element.ts';
import { maximumProductSubarray } from './maximum-product-subarray.ts';
import { meetingRoomsIi } from './meeting-rooms-ii.ts';
import { meetingRooms } from './meeting-rooms.ts';
import { mergeIntervals } from './merge-intervals.ts';
import { mergeKSortedLists } from './merge-k-sorted-lists.ts';
import { mergeTripletsToFormTargetTriplet } from './merge-triplets-to-form-target-triplet.ts';
import { minCostToConnectAllPoints } from './min-cost-to-connect-all-points.ts';
import { minStack } from './min-stack.ts';
import { minimumIntervalToIncludeEachQuery } from './minimum-interval-to-include-each-query.ts';
import { minimumWindowSubstring } from './minimum-window-substring.ts';
import { monasteryPaths } from './monastery-paths.ts';
import { multiplyStrings } from './multiply-strings.ts';
import { networkDelayTime } from './network-delay-time.ts';
import { nonOverlappingIntervals } from './non-overlapping-intervals.ts';
import { numberOfConnectedComponentsInAnUndirectedGraph } from './number-of-connected-components-in-an-undirected-graph.ts';
import { plusOne } from './plus-one.ts';
import { powxN } from './powx-n.ts';
import { productOfArrayExceptSelf } from './product-of-array-except-self.ts';
import { reconstructItinerary } from './reconstruct-itinerary.ts';
import { redundantConnection } from './redundant-connection.ts';
import { regularExpressionMatching } from './regular-expression-matching.ts';
import { romanToInteger } from './roman-to-integer.ts';
import { searchInRotatedSortedArray } from './search-in-rotated-sorted-array.ts';
import { singleNumber } from './single-number.ts';
import { timeBasedKeyValueStore } from './time-based-key-value-store.ts';
import { topKFrequentElements } from './top-k-frequent-elements.ts';
import { twoSumIiInputArrayIsSorted } from './two-sum-ii-input-array-is-sorted.ts';
import { twoSum } from './two-sum.ts';
import { zenGardenSum } from './zen-garden-sum.ts';

/** Each catalogue problem's constraint module, by slug (only problems that need one). */
export const constraintModules: Record<string, ConstraintModule> = {
  'add-two-numbers': addTwoNumbers,
  'bamboo-harvest': bambooHarvest,
  'cheapest-flights-within-k-stops': cheapestFlightsWithinKStops,
  'clone-graph': cloneGraph,
  'combination-sum': combinationSum,
  'construct-binary-tree-from-preorder-and-inorder-traversal':
    constructBinaryTreeFromPreorderAndInorderTraversal,
  'copy-list-with-random-pointer': copyListWithRandomPointer,
  'course-schedule-ii': courseScheduleIi,
  'course-schedule': courseSchedule,
  'decode-string': decodeString,
  'design-add-and-search-words-data-structure': designAddAndSearchWordsDataStructure,
  'design-twitter': designTwitter,
  'detect-squares': detectSquares,
  'encode-and-decode-strings': encodeAndDecodeStrings,
  'evaluate-reverse-polish-notation': evaluateReversePolishNotation,
  'find-median-from-data-stream': findMedianFromDataStream,
  'find-minimum-in-rotated-sorted-array': findMinimumInRotatedSortedArray,
  'find-the-duplicate-number': findTheDuplicateNumber,
  'gas-station': gasStation,
  'graph-valid-tree': graphValidTree,
  'insert-interval': insertInterval,
  'jump-game-ii': jumpGameIi,
  'k-closest-points-to-origin': kClosestPointsToOrigin,
  'koi-pond-census': koiPondCensus,
  'kth-largest-element-in-a-stream': kthLargestElementInAStream,
  'kth-smallest-element-in-a-bst': kthSmallestElementInABst,
  'lantern-pairs': lanternPairs,
  'linked-list-cycle': linkedListCycle,
  'longest-palindromic-substring': longestPalindromicSubstring,
  'lowest-common-ancestor-of-a-binary-search-tree': lowestCommonAncestorOfABinarySearchTree,
  'majority-element': majorityElement,
  'maximum-product-subarray': maximumProductSubarray,
  'meeting-rooms-ii': meetingRoomsIi,
  'meeting-rooms': meetingRooms,
  'merge-intervals': mergeIntervals,
  'merge-k-sorted-lists': mergeKSortedLists,
  'merge-triplets-to-form-target-triplet': mergeTripletsToFormTargetTriplet,
  'min-cost-to-connect-all-points': minCostToConnectAllPoints,
  'min-stack': minStack,
  'minimum-interval-to-include-each-query': minimumIntervalToIncludeEachQuery,
  'minimum-window-substring': minimumWindowSubstring,
  'monastery-paths': monasteryPaths,
  'multiply-strings': multiplyStrings,
  'network-delay-time': networkDelayTime,
  'non-overlapping-intervals': nonOverlappingIntervals,
  'number-of-connected-components-in-an-undirected-graph':
    numberOfConnectedComponentsInAnUndirectedGraph,
  'plus-one': plusOne,
  'powx-n': powxN,
  'product-of-array-except-self': productOfArrayExceptSelf,
  'reconstruct-itinerary': reconstructItinerary,
  'redundant-connection': redundantConnection,
  'regular-expression-matching': regularExpressionMatching,
  'roman-to-integer': romanToInteger,
  'search-in-rotated-sorted-array': searchInRotatedSortedArray,
  'single-number': singleNumber,
  'time-based-key-value-store': timeBasedKeyValueStore,
  'top-k-frequent-elements': topKFrequentElements,
  'two-sum-ii-input-array-is-sorted': twoSumIiInputArrayIsSorted,
  'two-sum': twoSum,
  'zen-garden-sum': zenGardenSum,
};
