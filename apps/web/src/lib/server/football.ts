// Teams and members live in football/teams.ts and football/members.ts (001 §2 pages); these
// re-exports keep the older imports working. The timetable's data is in football/timetable.ts.
export { clubTeams, currentSquad, squadMembers, teamPageData } from './football/teams';
export { latestStatistic, memberTeam, squadMember } from './football/members';
