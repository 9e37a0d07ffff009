/**
 * The icon each stand-in page declares in its head, drawn inline: without one the browser asks for
 * /favicon.ico, which the shop does not have, and the console shows a 404 on every stand-in page.
 */
export const PAGE_ICON =
  '<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 16 16%22%3E%3Crect width=%2216%22 height=%2216%22 rx=%223%22 fill=%22%233d2417%22/%3E%3C/svg%3E">';
