/** The dialogs a Start or Stop tap opens: one chunk, fetched on the tap beside the order's view data. */
export { StartStopDialog } from './StartStopDialog';
export { CorrigoCheckOut } from '../thirdParty/CorrigoCheckOut';
