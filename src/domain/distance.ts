/**
 * Distances are shown in kilometres (spec §9).
 */
import { KILOMETRES_PER_MILE } from './constants';

/** Miles to kilometres by the exact international mile, unrounded: round when displaying. */
export const milesToKilometres = (miles: number): number => miles * KILOMETRES_PER_MILE;
