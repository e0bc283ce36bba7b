/** The toast after a successful save (spec §8). */
export const SAVED_MESSAGE = 'Saved';
