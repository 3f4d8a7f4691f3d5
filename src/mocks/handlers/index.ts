import { faultHandlers } from '../server/faults';
import { userHandlers } from './users';

/** Every handler of the mock API; faults come first so they can pre-empt any endpoint. */
export const handlers = [...faultHandlers, ...userHandlers];
