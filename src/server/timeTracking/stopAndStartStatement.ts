/**
 * Stop-and-start's write, one statement: the clock-out's steps (the old labor closed at the
 * version read, the order's status and flag), then the clock-in's (the new labor, which reads
 * the closed one and so is inserted only when it was closed, the technician's status and
 * assignment). As one statement it commits whole or not at all, with no transaction to open:
 * stop-and-start is one of the busiest clock requests.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { partValues, statementTemplate, valuesPart } from '../db/statementTemplates';
import { newLaborStatementParts, newLaborSteps, type NewLaborRow, type NewLaborShape, type NewLaborValues } from './clockInStatement';
import { clockOutStatementParts, clockOutSteps, type ClockOutShape, type ClockOutValues, type ClockOutWrite } from './clockOutStatement';
import type { Labor } from './labors';

interface StopAndStartShape {
  clockOut: ClockOutShape;
  clockIn: NewLaborShape;
}

const stopAndStartStatement = statementTemplate((db, values: Record<string, unknown>, shape: StopAndStartShape) => {
  const closing = clockOutSteps(db, valuesPart<ClockOutValues>(values, 'clockOut'), shape.clockOut);
  return newLaborSteps(closing, valuesPart<NewLaborValues>(values, 'clockIn'), shape.clockIn).selectFrom('labor').selectAll();
});

/** Closes the old labor and opens the new one; undefined when the old one was no longer at the version read (nothing written). */
export async function writeStopAndStart(db: Kysely<Database>, closing: ClockOutWrite, opening: NewLaborRow): Promise<Labor | undefined> {
  const clockOut = clockOutStatementParts(closing);
  const clockIn = newLaborStatementParts(opening, 'labor_closed');
  const values = { ...partValues('clockOut', clockOut.values), ...partValues('clockIn', clockIn.values) };
  const [opened] = await stopAndStartStatement(db, { clockOut: clockOut.shape, clockIn: clockIn.shape }, values);
  return opened;
}
