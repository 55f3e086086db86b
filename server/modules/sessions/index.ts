/** Server-side sessions, stored hashed (decisions 0007, 0013). */
export { createSession, deleteExpiredSessions, deleteSession, deleteUserSessions, findSessionUser, sessionAbsoluteMs } from "./sessions";
