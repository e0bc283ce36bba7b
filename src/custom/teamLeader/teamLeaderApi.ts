/** The team leader board's call (GET /api/v1/teamLeader/board) through the app's HTTP client. */
import type { TeamLeaderBoard } from '../../domain/teamLeader/responses';
import { http } from '../../ui/http/httpClient';

export const getTeamLeaderBoard = (signal?: AbortSignal) => http.get<TeamLeaderBoard>('teamLeader/board', { signal });
