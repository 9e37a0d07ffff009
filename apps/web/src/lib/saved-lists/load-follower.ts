/**
 * The code that keeps a signed-in shopper's favourites and cart with their account (follow-account.ts),
 * fetched only with a session: a guest's pages never need it. A page that opens signed in loads it before
 * its first render (main.tsx), so that it sees every change the page makes to the lists.
 */
export const loadListsFollower = () => import('./follow-account');
