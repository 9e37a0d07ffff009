import type { TeamRole } from '@store/contract/admin';
import { createContext, useContext } from 'react';

// Without a provider, the smaller role: a control the page forgot to guard stays hidden rather than
// offered to someone the server would refuse (a 403) anyway.
const RoleContext = createContext<TeamRole>('staff');

/** The signed-in member's role, given once by the back-office's frame (AdminApp). */
export const TeamRoleProvider = RoleContext.Provider;

/**
 * True for an owner. The pages hide what only owners may do (prices, refunds, cancellations, promotions,
 * invoices, the team, postal codes); the server refuses it anyway.
 */
export const useIsOwner = (): boolean => useContext(RoleContext) === 'owner';
