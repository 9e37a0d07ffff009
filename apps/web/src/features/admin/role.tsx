import type { TeamRole } from '@store/contract/admin';
import { createContext, useContext } from 'react';

// Without a provider, the smaller role: a control the page forgot to guard stays hidden rather than
// offered to someone the server would refuse (a 403) anyway.
const RoleContext = createContext<TeamRole>('staff');

/** The signed-in member's role, given once by the back-office's frame (AdminApp). */
export const TeamRoleProvider = RoleContext.Provider;

/**
 * True for an owner. The pages hide what only owners may do (prices, a product's department and brand, its
 * sizes and colours, refunds, cancellations, promotions, invoices, the home page, the orders CSV, the team,
 * postal codes); the server refuses it anyway, by its role table.
 */
export const useIsOwner = (): boolean => useContext(RoleContext) === 'owner';
