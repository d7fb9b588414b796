/** What several of the back-office's screens say the same way, in Swahili. */

export { quoted } from '../../phrases';

/** 'This cannot be undone.' */
export const CANNOT_UNDO = 'Kitendo hiki hakiwezi kutenduliwa.';
