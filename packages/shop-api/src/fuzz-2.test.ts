// Part 2 of 3 of every route driven with generated bad input (testing/fuzz.ts, issue 15).
import { describeRoutesFuzz } from './testing/fuzz';

describeRoutesFuzz(1, 3);
