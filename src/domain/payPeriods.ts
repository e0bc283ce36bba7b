/**
 * Bi-weekly pay periods (spec §9): weeks 1 and 2 are period 1, weeks 3 and 4 period 2,
 * and so on. A year with a 53rd week folds it into period 26, so there are never 27.
 */
export function biWeeklyPayPeriod(weekNumber: number): number {
  if (!Number.isInteger(weekNumber) || weekNumber < 1 || weekNumber > 53) {
    throw new RangeError(`Week number must be an integer from 1 to 53, got ${weekNumber}`);
  }
  if (weekNumber === 53) return 26;
  return weekNumber % 2 === 0 ? weekNumber / 2 : (weekNumber + 1) / 2;
}
