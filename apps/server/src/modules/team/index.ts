/**
 * The team: who may open the back-office and as what (owner or staff), the staff an owner added in
 * 'Equipo', and when each member last looked at the orders. Owns `team_members` and `orders_seen`.
 */
export { teamGuard, OWNERS_ONLY, type TeamGuard, type TeamMember } from './guard';
export type { Role } from './roles';
export { listTeam, addStaff, removeStaff, teamEmails } from './members';
export { ordersSeenAt, markOrdersSeen } from './orders-seen';
