import { createContext } from 'react';

import type { User, UserCompany } from '../api/user-schema';

export type SessionUser = { user: User; company: UserCompany | null };

/** The signed-in user and their current company, read once by the session gate (session-user.tsx). */
export const SessionUserContext = createContext<SessionUser | null>(null);
