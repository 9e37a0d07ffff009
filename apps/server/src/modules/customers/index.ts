/**
 * 'Clientes', the back-office's customers (decision 060): the list with each customer's orders and money
 * net of refunds (users from auth, figures from orders and the ledger, spliced as their owners write them),
 * a customer's page whose every opening is in the audit log, and the team's internal note. It owns
 * customer_notes.
 */
export { everyCustomer, listCustomers } from './customer-list';
export { CUSTOMER_NOT_FOUND, customerPage, requireCustomer } from './customer-page';
export { customerNote, forgetCustomerNote, saveCustomerNote, type CustomerNote } from './customer-note';
