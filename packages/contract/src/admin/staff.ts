import * as z from 'zod/mini';
import { plainText } from '../text';

/** Owners run everything; staff run orders, shipping, stock and pictures. */
export const TEAM_ROLES = ['owner', 'staff'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** GET /api/admin/session: who is using the back-office and as what (404 to anyone outside the team). */
export const staffSession = z.object({ name: z.string(), email: z.string(), role: z.enum(TEAM_ROLES) });
export type StaffSession = z.infer<typeof staffSession>;

/** One person of the team: owners come from the server's OWNER_EMAILS and cannot be removed here. */
export const teamMember = z.object({
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  /** Who added a staff member, and when (ISO); null for owners. */
  added_by: z.nullable(z.string()),
  added_at: z.nullable(z.string()),
});
export type TeamMemberRow = z.infer<typeof teamMember>;

/** GET /api/admin/team: the owners first, then the staff by e-mail. */
export const teamResponse = z.object({ members: z.array(teamMember) });
export type TeamResponse = z.infer<typeof teamResponse>;

export const TEAM_EMAIL_INVALID = 'Escribe el correo completo de la persona, por ejemplo ana@gmail.com.';

/** POST /api/admin/team: add a staff member by the e-mail they sign in with. */
export const addTeamMemberBody = z.strictObject({
  email: z
    .string({ error: TEAM_EMAIL_INVALID })
    .check(
      z.trim(),
      plainText(),
      z.maxLength(254, TEAM_EMAIL_INVALID),
      z.regex(/^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/, TEAM_EMAIL_INVALID),
    ),
});

/** DELETE /api/admin/team/:email */
export const teamMemberParams = z.strictObject({
  email: z
    .string()
    .check(plainText(), z.maxLength(254, TEAM_EMAIL_INVALID), z.minLength(3, TEAM_EMAIL_INVALID)),
});

/** GET /api/admin/orders/new: paid orders since this member last looked at the orders. */
export const newOrdersResponse = z.object({ count: z.number(), since: z.string() });
export type NewOrdersResponse = z.infer<typeof newOrdersResponse>;
